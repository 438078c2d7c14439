import { formatUsd, toCents } from '@agentsy/contracts';
import { useId } from 'react';
import { ConfirmButton, OffReason } from '@/components/confirm-button';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { serverMessageOr } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { useApprovePayout } from '../api/decide-payout';
import { useAdminPayouts } from '../api/get-admin-payouts';
import { panelToasts, payoutConfirmations, payoutMethodLabels, payoutStatusLabels, payoutUserName } from './admin-copy';

const statusStyles = {
  pending: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200',
  completed: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  failed: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
} as const;

/** Every payout request; "Mark Paid" on pending ones (stored completed, shown "Paid"), asked first. */
export const PayoutsTab = () => {
  const { data: payouts, isPending, isError } = useAdminPayouts();
  const approve = useApprovePayout({
    failureToast: (error) => ({ title: 'Error', description: serverMessageOr(error, panelToasts.approveFailed) }),
  });
  const busyId = useId();

  const markPaid = (id: string) =>
    approve.mutate(id, {
      onSuccess: () => toast({ title: panelToasts.markedPaid.title, description: panelToasts.markedPaid.message }),
    });

  if (isPending) return <Skeleton className="h-48" />;
  if (isError) return <p className="text-sm text-red-600">Could not load the payouts.</p>;
  if (payouts.length === 0) return <p className="text-sm text-muted-foreground">No payout requests yet.</p>;
  return (
    <div className="overflow-x-auto">
      {approve.isPending && <OffReason id={busyId}>{payoutConfirmations.busy}</OffReason>}
      <table className="w-full min-w-[44rem] text-left text-sm">
        <thead className="text-muted-foreground">
          <tr className="border-b border-slate-200 dark:border-slate-800">
            <th className="py-2 font-medium">User</th>
            <th className="py-2 font-medium">Amount</th>
            <th className="py-2 font-medium">Method</th>
            <th className="py-2 font-medium">Bank</th>
            <th className="py-2 font-medium">Account</th>
            <th className="py-2 font-medium">Status</th>
            <th className="py-2 font-medium">Date</th>
            <th className="py-2 font-medium">
              <span className="sr-only">Action</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {payouts.map((p) => (
            <tr key={p.id} className="border-b border-slate-100 dark:border-slate-800">
              <td className="py-2">
                <p className="font-medium">{payoutUserName(p)}</p>
                <p className="text-xs text-muted-foreground">{p.user.email}</p>
              </td>
              <td className="py-2 tabular-nums">{formatUsd(toCents(p.amount))}</td>
              <td className="py-2">{payoutMethodLabels[p.payoutMethod]}</td>
              <td className="py-2">{p.bankName ?? '—'}</td>
              <td className="py-2">{p.accountNumber ? `••••${p.accountNumber}` : '—'}</td>
              <td className="py-2">
                <Badge variant="outline" className={cn('border-transparent', statusStyles[p.status])}>
                  {payoutStatusLabels[p.status]}
                </Badge>
              </td>
              <td className="py-2">{formatDate(p.createdAt)}</td>
              <td className="py-2 text-right">
                {p.status === 'pending' && (
                  <ConfirmButton
                    {...payoutConfirmations.markPaid(payoutUserName(p), formatUsd(toCents(p.amount)))}
                    disabled={approve.isPending}
                    reasonId={busyId}
                    onConfirm={() => markPaid(p.id)}
                  >
                    Mark Paid
                  </ConfirmButton>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
