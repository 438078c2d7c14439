import type { RefundStatus } from '@agentsy/contracts';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { refundStatusLabels } from './refund-labels';

const styles: Record<RefundStatus, string> = {
  pending: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200',
  approved: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  rejected: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
  disputed: 'bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-200',
  resolved: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
};

export const RefundStatusBadge = ({ status }: { status: RefundStatus }) => (
  <Badge variant="outline" className={cn('border-transparent', styles[status])}>
    {refundStatusLabels[status]}
  </Badge>
);
