import type { OrderStatus } from '@agentsy/contracts';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

const styles: Record<OrderStatus, string> = {
  completed: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  pending: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200',
  failed: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
  refunded: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
  disputed: 'bg-orange-100 text-orange-800 dark:bg-orange-950 dark:text-orange-200',
};
const labels: Record<OrderStatus, string> = {
  completed: 'Completed',
  pending: 'Pending',
  failed: 'Failed',
  refunded: 'Refunded',
  disputed: 'Disputed',
};

/** docs/product.md#orders-and-downloads: known statuses get a label, anything else is shown as stored. */
export const OrderStatusBadge = ({ status }: { status: string }) => (
  <Badge variant="outline" className={cn('border-transparent', styles[status as OrderStatus])}>
    {labels[status as OrderStatus] ?? status}
  </Badge>
);
