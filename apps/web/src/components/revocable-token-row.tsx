import type { ReactNode } from 'react';
import { ConfirmButton } from '@/components/confirm-button';
import { LocalDate } from '@/components/local-date';

type Props = {
  name: string;
  lastUsedAt: string | null;
  expiresAt: string;
  /** Lines above the usage line: the token's start, its scopes, when it was made. */
  children?: ReactNode;
  /** What stops working once it is revoked, for the confirmation. */
  revokeDescription: string;
  onRevoke: () => void;
  revoking: boolean;
};

/** One token in a list (Settings › Developers, Settings › Security): its facts and Revoke. */
export const RevocableTokenRow = ({
  name,
  lastUsedAt,
  expiresAt,
  children,
  revokeDescription,
  onRevoke,
  revoking,
}: Props) => {
  const expired = Date.parse(expiresAt) <= Date.now();
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 border-b py-3 last:border-b-0">
      <div className="grid gap-1 text-sm">
        <span className="font-medium">{name}</span>
        {children}
        <span className="text-xs text-muted-foreground">
          Last used: {lastUsedAt ? <LocalDate iso={lastUsedAt} /> : 'never'} · {expired ? 'Expired' : 'Expires'}{' '}
          <LocalDate iso={expiresAt} />
        </span>
      </div>
      <ConfirmButton
        variant="outline"
        size="sm"
        title={`Revoke “${name}”?`}
        description={revokeDescription}
        confirmLabel="Revoke"
        onConfirm={onRevoke}
        disabled={revoking}
      >
        Revoke
      </ConfirmButton>
    </li>
  );
};
