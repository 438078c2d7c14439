import { figureCents, formatUsd } from '@agentsy/contracts';
import { TrophyIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatCount, formatDate, personName } from '@/lib/format';
import { useTopSellers } from '../api/get-top-sellers';
import { AdminTabStatus } from './admin-tab-states';

const rankBadgeClasses = [
  'bg-amber-400 text-amber-950',
  'bg-slate-300 text-slate-900',
  'bg-orange-300 text-orange-950',
] as const;

const Rank = ({ rank }: { rank: number }) =>
  rank <= 3 ? (
    <Badge className={`border-transparent ${rankBadgeClasses[rank - 1]}`} aria-label={`Rank ${rank}`}>
      #{rank}
    </Badge>
  ) : (
    <span className="pl-2 text-sm text-muted-foreground">{rank}</span>
  );

/** Admin dashboard: all-time best earners; the top three carry rank badges (docs/product.md#admin). */
export const TopSellersTab = () => {
  const query = useTopSellers();
  if (!query.data) return <AdminTabStatus query={query} Icon={TrophyIcon} what="top sellers" />;
  const sellers = query.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Top Sellers</CardTitle>
      </CardHeader>
      <CardContent>
        {sellers.length === 0 ? (
          <EmptyState Icon={TrophyIcon} title="No sellers yet" text="Sellers appear here once they list an agent." />
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead className="text-left text-muted-foreground">
                <tr>
                  <th className="py-2 pr-3 font-medium">Rank</th>
                  <th className="py-2 pr-3 font-medium">Seller</th>
                  <th className="py-2 pr-3 text-right font-medium">Sales</th>
                  <th className="py-2 pr-3 text-right font-medium">Listings</th>
                  <th className="py-2 pr-3 text-right font-medium">Earnings</th>
                  <th className="py-2 font-medium">Joined</th>
                </tr>
              </thead>
              <tbody>
                {sellers.map((seller, index) => (
                  <tr key={seller.id} className="border-t border-slate-200 dark:border-slate-800">
                    <td className="py-3 pr-3">
                      <Rank rank={index + 1} />
                    </td>
                    <td className="py-3 pr-3 font-medium">{personName(seller)}</td>
                    <td className="py-3 pr-3 text-right">{formatCount(seller.totalSales)}</td>
                    <td className="py-3 pr-3 text-right">{formatCount(seller.listingsCount)}</td>
                    <td className="py-3 pr-3 text-right font-semibold">
                      {formatUsd(figureCents(seller.totalEarnings))}
                    </td>
                    <td className="py-3 whitespace-nowrap">{formatDate(seller.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
};
