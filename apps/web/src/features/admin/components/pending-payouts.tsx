import { formatUsd, toCents } from '@agentsy/contracts';
import { useId } from 'react';
import { ConfirmButton, OffReason } from '@/components/confirm-button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { formatDate } from '@/lib/format';
import { useSetPayoutStatus } from '../api/decide-payout';
import { usePendingPayouts } from '../api/get-pending-payouts';
import { panelToasts, payoutConfirmations, payoutMethodLabels, payoutUserName } from './admin-copy';

/**
 * "Pending Payout Requests" with Approve (completed) and Deny (failed; the money goes back).
 * Both move money, so each asks first; while one is saved the others are off and say why.
 */
export const PendingPayouts = () => {
  const { data: payouts, isPending, isError } = usePendingPayouts();
  const decide = useSetPayoutStatus({
    failureToast: (_error, { status }) => ({
      title: 'Error',
      description: status === 'completed' ? panelToasts.approveFailed : panelToasts.denyFailed,
    }),
  });
  const busyId = useId();

  const act = (id: string, status: 'completed' | 'failed') =>
    decide.mutate(
      { id, status },
      {
        onSuccess: () => toast({ title: status === 'completed' ? panelToasts.approved : panelToasts.denied }),
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Pending Payout Requests</CardTitle>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Skeleton className="h-24" />
        ) : isError ? (
          <p className="text-sm text-red-600">Could not load the payout requests.</p>
        ) : payouts.length === 0 ? (
          <p className="text-sm text-muted-foreground">No pending payouts</p>
        ) : (
          <>
            {decide.isPending && <OffReason id={busyId}>{payoutConfirmations.busy}</OffReason>}
            <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-label="Pending payout requests">
              {payouts.map((p) => (
                <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
                  <div>
                    <p className="font-medium">
                      {payoutUserName(p)} · {formatUsd(toCents(p.amount))}
                    </p>
                    <p className="text-muted-foreground">
                      {payoutMethodLabels[p.payoutMethod]}
                      {p.accountNumber ? ` ••••${p.accountNumber}` : ''} · Requested {formatDate(p.createdAt)}
                    </p>
                  </div>
                  <div className="flex gap-2">
                    <ConfirmButton
                      {...payoutConfirmations.approve(payoutUserName(p), formatUsd(toCents(p.amount)))}
                      disabled={decide.isPending}
                      reasonId={busyId}
                      onConfirm={() => act(p.id, 'completed')}
                    >
                      Approve
                    </ConfirmButton>
                    <ConfirmButton
                      {...payoutConfirmations.deny(payoutUserName(p), formatUsd(toCents(p.amount)))}
                      variant="outline"
                      disabled={decide.isPending}
                      reasonId={busyId}
                      onConfirm={() => act(p.id, 'failed')}
                    >
                      Deny
                    </ConfirmButton>
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  );
};
