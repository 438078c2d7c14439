import type { CliToken } from '@agentsy/contracts';
import { ConfirmButton } from '@/components/confirm-button';
import { LocalDate } from '@/components/local-date';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useCliTokens } from '../api/get-cli-tokens';
import { useRevokeCliToken } from '../api/revoke-cli-token';

const SignInRow = ({ token }: { token: CliToken }) => {
  const revoke = useRevokeCliToken();
  const expired = Date.parse(token.expiresAt) <= Date.now();
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 border-b py-3 last:border-b-0">
      <div className="grid gap-1 text-sm">
        <span className="font-medium">{token.name}</span>
        <span className="text-xs text-muted-foreground">
          Signed in <LocalDate iso={token.createdAt} /> · Last used:{' '}
          {token.lastUsedAt ? <LocalDate iso={token.lastUsedAt} /> : 'never'} · {expired ? 'Expired' : 'Expires'}{' '}
          <LocalDate iso={token.expiresAt} />
        </span>
      </div>
      <ConfirmButton
        variant="outline"
        size="sm"
        title={`Revoke “${token.name}”?`}
        description="That command line is signed out at once and must sign in again to install or update agents."
        confirmLabel="Revoke"
        onConfirm={() => revoke.mutate(token.id)}
        disabled={revoke.isPending}
      >
        Revoke
      </ConfirmButton>
    </li>
  );
};

/** Settings › Security: each `agentsy login` approved on /activate, revocable one by one. */
export const CliSignInsCard = () => {
  const tokens = useCliTokens();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Command-line sign-ins</CardTitle>
        <CardDescription>
          Computers where you signed in the agentsy command line to install your agents.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {tokens.data && tokens.data.tokens.length > 0 && (
          <ul aria-label="Command-line sign-ins" className="grid">
            {tokens.data.tokens.map((token) => (
              <SignInRow key={token.id} token={token} />
            ))}
          </ul>
        )}
        {tokens.data?.tokens.length === 0 && (
          <p className="text-sm text-muted-foreground">No command line is signed in.</p>
        )}
      </CardContent>
    </Card>
  );
};
