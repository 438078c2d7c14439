import type { ApiToken, CreatedToken } from '@agentsy/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmButton } from '@/components/confirm-button';
import { CopyField } from '@/components/copy-field';
import { LocalDate } from '@/components/local-date';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useTokens } from '../api/get-tokens';
import { useRevokeToken } from '../api/revoke-token';
import { CreateTokenForm } from './create-token-form';

const NewToken = ({ token }: { token: CreatedToken }) => (
  <div role="status" className="grid gap-2 rounded-md border border-brand-600 p-3">
    <CopyField label={`Token “${token.name}”`} value={token.token} />
    <p className="text-sm font-medium">Copy this token now: it is shown only once.</p>
  </div>
);

const TokenRow = ({ token }: { token: ApiToken }) => {
  const revoke = useRevokeToken();
  const expired = Date.parse(token.expiresAt) <= Date.now();
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 border-b py-3 last:border-b-0">
      <div className="grid gap-1 text-sm">
        <span className="font-medium">{token.name}</span>
        <code className="font-mono text-xs text-muted-foreground">{token.hint}</code>
        <span className="text-xs">{token.scopes.join(', ')}</span>
        <span className="text-xs text-muted-foreground">
          Last used: {token.lastUsedAt ? <LocalDate iso={token.lastUsedAt} /> : 'never'} ·{' '}
          {expired ? 'Expired' : 'Expires'} <LocalDate iso={token.expiresAt} />
        </span>
      </div>
      <ConfirmButton
        variant="outline"
        size="sm"
        title={`Revoke “${token.name}”?`}
        description="Programs using this token stop working at once. This cannot be undone."
        confirmLabel="Revoke"
        onConfirm={() => revoke.mutate(token.id)}
        disabled={revoke.isPending}
      >
        Revoke
      </ConfirmButton>
    </li>
  );
};

/** Settings › Developers: tokens for the seller API, each secret shown once, revocable. */
export const ApiTokensCard = () => {
  const tokens = useTokens();
  const [created, setCreated] = useState<CreatedToken | null>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">API tokens</CardTitle>
        <p className="text-sm text-muted-foreground">
          Run your shop from your own tools with the seller API. Read the{' '}
          <Link to="/developers" className="underline">
            API reference
          </Link>
          .
        </p>
      </CardHeader>
      <CardContent className="grid gap-6">
        {created && <NewToken token={created} />}
        <CreateTokenForm onCreated={setCreated} />
        {tokens.data && tokens.data.tokens.length > 0 && (
          <ul aria-label="Your tokens" className="grid">
            {tokens.data.tokens.map((token) => (
              <TokenRow key={token.id} token={token} />
            ))}
          </ul>
        )}
        {tokens.data?.tokens.length === 0 && <p className="text-sm text-muted-foreground">No tokens yet.</p>}
      </CardContent>
    </Card>
  );
};
