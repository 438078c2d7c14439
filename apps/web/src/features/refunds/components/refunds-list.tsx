import { ReceiptIcon } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { OptionsSelect } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { type RefundView, useRefunds } from '../api/get-refunds';
import { RefundCard } from './refund-card';
import { type RefundStatusFilter, refundStatusFilters } from './refund-labels';

export const RefundsList = ({ view }: { view: RefundView }) => {
  const { data: refunds, isPending, isError, refetch } = useRefunds(view);
  const [status, setStatus] = useState<RefundStatusFilter>('all');

  if (isPending) return <Skeleton className="h-40" aria-busy="true" />;
  if (isError) {
    return (
      <EmptyState
        Icon={ReceiptIcon}
        title="Could not load refund requests"
        text="Something went wrong. Please try again."
      >
        <Button onClick={() => refetch()}>Try again</Button>
      </EmptyState>
    );
  }

  const pending = refunds.filter((r) => r.status === 'pending').length;
  const shown = status === 'all' ? refunds : refunds.filter((r) => r.status === status);
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm" data-testid="pending-count">
          <span className="text-2xl font-bold">{pending}</span> pending {pending === 1 ? 'request' : 'requests'}
        </p>
        <OptionsSelect
          value={status}
          onValueChange={(v) => setStatus(v as RefundStatusFilter)}
          options={refundStatusFilters}
          className="w-48"
          aria-label="Filter by status"
        />
      </div>
      {shown.length === 0 ? (
        <EmptyState
          Icon={ReceiptIcon}
          title="No refund requests"
          text={
            refunds.length > 0
              ? 'No request has this status.'
              : view === 'seller'
                ? 'Buyers have not asked for a refund on your agents.'
                : 'You have not asked for a refund.'
          }
        />
      ) : (
        <ul className="grid gap-4">
          {shown.map((refund) => (
            <li key={refund.id}>
              <RefundCard refund={refund} view={view} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
