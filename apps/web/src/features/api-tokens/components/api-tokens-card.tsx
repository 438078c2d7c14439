import type { ApiToken, CreatedToken } from '@agentsy/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { CopyField } from '@/components/copy-field';
import { RevocableTokenRow } from '@/components/revocable-token-row';
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
  return (
    <RevocableTokenRow
      name={token.name}
      lastUsedAt={token.lastUsedAt}
      expiresAt={token.expiresAt}
      revokeDescription="Programs using this token stop working at once. This cannot be undone."
      onRevoke={() => revoke.mutate(token.id)}
      revoking={revoke.isPending}
    >
      <code className="font-mono text-xs text-muted-foreground">{token.hint}</code>
      <span className="text-xs">{token.scopes.join(', ')}</span>
    </RevocableTokenRow>
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
