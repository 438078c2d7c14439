import type { CliToken } from '@agentsy/contracts';
import { LocalDate } from '@/components/local-date';
import { RevocableTokenRow } from '@/components/revocable-token-row';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useCliTokens } from '../api/get-cli-tokens';
import { useRevokeCliToken } from '../api/revoke-cli-token';

const SignInRow = ({ token }: { token: CliToken }) => {
  const revoke = useRevokeCliToken();
  return (
    <RevocableTokenRow
      name={token.name}
      lastUsedAt={token.lastUsedAt}
      expiresAt={token.expiresAt}
      revokeDescription="That command line is signed out at once and must sign in again to install or update agents."
      onRevoke={() => revoke.mutate(token.id)}
      revoking={revoke.isPending}
    >
      <span className="text-xs text-muted-foreground">
        Signed in <LocalDate iso={token.createdAt} />
      </span>
    </RevocableTokenRow>
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
