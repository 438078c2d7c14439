import { ScaleIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { useDisputes } from '../api/get-disputes';
import { AdminTabStatus } from './admin-tab-states';
import { DisputeCard } from './dispute-card';
import { PaymentDisputesList } from './payment-disputes-list';

const RefundDisputes = () => {
  const query = useDisputes();
  if (!query.data) return <AdminTabStatus query={query} Icon={ScaleIcon} what="disputes" />;
  if (query.data.length === 0) {
    return <EmptyState Icon={ScaleIcon} title="No open disputes" text="Disputed refund requests appear here." />;
  }
  return (
    <ul className="grid gap-4">
      {query.data.map((dispute) => (
        <li key={dispute.id}>
          <DisputeCard dispute={dispute} />
        </li>
      ))}
    </ul>
  );
};

/**
 * Admin dashboard: disputed refunds, the longest waiting first, each decided for the buyer or the
 * seller; below them, what the card processor did outside Agentsy.
 */
export const DisputesTab = () => (
  <div className="grid gap-8">
    <RefundDisputes />
    <PaymentDisputesList />
  </div>
);
