import { figureCents, formatUsd } from '@agentsy/contracts';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount } from '@/lib/format';
import { useUserStats } from '../api/get-user-stats';

const Stat = ({ label, value }: { label: string; value: string }) => (
  <Card>
    <CardContent className="pt-6">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="text-2xl font-bold">{value}</p>
    </CardContent>
  </Card>
);

/** docs/product.md#accounts-and-sessions: everyone sees orders and favourites; sellers and admins also their selling figures. */
export const AccountStats = ({ showSellerStats }: { showSellerStats: boolean }) => {
  const { data: stats, isPending, isError } = useUserStats();
  if (isPending) return <Skeleton className="h-28" />;
  if (isError) return <p className="text-sm text-red-600">Could not load your stats.</p>;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <Stat label="Orders placed" value={formatCount(stats.totalOrders)} />
      <Stat label="Favorite agents" value={formatCount(stats.totalFavorites)} />
      {showSellerStats && (
        <>
          <Stat label="Agents listed" value={formatCount(stats.totalListings)} />
          <Stat label="Total sales" value={formatCount(stats.totalSales)} />
          <Stat label="Total earnings" value={formatUsd(figureCents(stats.totalEarnings))} />
          <Stat
            label="Average rating"
            value={stats.averageRating > 0 ? stats.averageRating.toFixed(1) : 'No ratings'}
          />
        </>
      )}
    </div>
  );
};
