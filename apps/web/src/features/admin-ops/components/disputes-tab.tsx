import { ScaleIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { useDisputes } from '../api/get-disputes';
import { AdminTabStatus } from './admin-tab-states';
import { DisputeCard } from './dispute-card';

/** Admin dashboard: disputed refunds, the longest waiting first, each decided for the buyer or the seller. */
export const DisputesTab = () => {
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
