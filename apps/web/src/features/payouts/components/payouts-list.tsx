import { formatUsd, type PayoutStatus, toCents } from '@agentsy/contracts';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { usePayouts } from '../api/get-payouts';
import { payoutMethodLabels } from './payout-copy';

/** docs/product.md#payouts: approval is stored as `completed` and reads "Paid" here. */
const statusLabels: Record<PayoutStatus, string> = { pending: 'Pending', completed: 'Paid', failed: 'Failed' };
const statusStyles: Record<PayoutStatus, string> = {
  pending: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200',
  completed: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  failed: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
};

export const PayoutsList = () => {
  const { data: payouts, isPending, isError } = usePayouts();
  if (isPending) return <Skeleton className="h-24" />;
  if (isError) return <p className="text-sm text-red-600">Could not load your payouts.</p>;
  if (payouts.length === 0) {
    return <p className="text-sm text-muted-foreground">No payouts requested yet.</p>;
  }
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-label="My payouts">
      {payouts.map((p) => (
        <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
          <div>
            <p className="font-medium">
              {formatUsd(toCents(p.amount))}{' '}
              <span className="font-normal text-muted-foreground">
                ({formatUsd(toCents(p.netAmount))} after fee) · {payoutMethodLabels[p.payoutMethod]}
                {p.accountNumber ? ` ••••${p.accountNumber}` : ''}
              </span>
            </p>
            <p className="text-muted-foreground">Requested {formatDate(p.createdAt)}</p>
          </div>
          <Badge variant="outline" className={cn('border-transparent', statusStyles[p.status])}>
            {statusLabels[p.status]}
          </Badge>
        </li>
      ))}
    </ul>
  );
};
