import { adminAnalyticsDefinitions } from '@agentsy/contracts';
import { BotIcon, DollarSignIcon, UsersIcon, WalletIcon } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount } from '@/lib/format';
import { useAdminAnalytics } from '../api/get-admin-analytics';
import { formatTotal } from './admin-copy';
import { StatCard } from './stat-card';

/** The panel's four cards (GET /api/analytics/admin); each card's tooltip is the contract's definition. */
export const AdminStatCards = () => {
  const { data, isPending, isError } = useAdminAnalytics();
  if (isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
    );
  }
  if (isError) return <p className="text-sm text-red-600">Could not load the platform figures.</p>;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard
        label="Total Revenue"
        value={formatTotal(Math.round(data.totalRevenue * 100))}
        definition={adminAnalyticsDefinitions.totalRevenue}
        Icon={DollarSignIcon}
      />
      <StatCard
        label="Active Users"
        value={formatCount(data.activeUsers)}
        definition={adminAnalyticsDefinitions.activeUsers}
        Icon={UsersIcon}
      />
      <StatCard
        label="Total Agents"
        value={formatCount(data.totalListings)}
        definition={adminAnalyticsDefinitions.totalListings}
        Icon={BotIcon}
      />
      <StatCard
        label="Pending Payouts"
        value={formatCount(data.pendingPayouts)}
        definition={adminAnalyticsDefinitions.pendingPayouts}
        Icon={WalletIcon}
      />
    </div>
  );
};
