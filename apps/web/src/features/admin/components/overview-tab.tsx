import { figureCents, type SalesOverview } from '@agentsy/contracts';
import { DollarSignIcon, LandmarkIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useSalesOverview } from '../api/get-sales-overview';
import { formatTotal } from './admin-copy';
import { StatCard } from './stat-card';

// The chart is the heaviest part of the tab; it loads after the figures.
const SalesChart = lazy(() => import('./sales-chart').then((m) => ({ default: m.SalesChart })));

const usd = (amount: string) => formatTotal(figureCents(amount));

/** docs/product.md#money: the real fee breakdown in place of the spec's "3% commission" line. */
const FeeBreakdown = ({ overview }: { overview: SalesOverview }) => {
  const { breakdown: b, rates } = overview;
  const rows: [string, string][] = [
    [`Platform share (${rates.platformSharePercent} of each price)`, usd(b.platformShare)],
    [`Buyer fees (${rates.buyerFeePercent} at checkout)`, usd(b.buyerFees)],
    ['Referral commissions paid', `−${usd(b.referralCommissions)}`],
    ['Platform earnings', usd(overview.platformEarnings)],
    ['Refunded to buyers', usd(b.refunds)],
    ['Earned by sellers', usd(b.sellerEarnings)],
    [`Payout processing fees (${rates.payoutFeePercent})`, usd(b.payoutFees)],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>How the platform earns</CardTitle>
        <p className="text-sm text-muted-foreground">
          Sellers keep 89% of each price; the platform keeps {rates.platformSharePercent} plus the{' '}
          {rates.buyerFeePercent} buyer fee, less referral commissions and refunds. All figures come from the ledger.
        </p>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-2 text-sm">
          {rows.map(([label, value]) => (
            <div
              key={label}
              className="flex justify-between gap-4 border-b border-slate-100 pb-2 dark:border-slate-800"
            >
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-medium tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
};

export const OverviewTab = () => {
  const { data, isPending, isError } = useSalesOverview();
  if (isPending) return <Skeleton className="h-64" />;
  if (isError) return <p className="text-sm text-red-600">Could not load the sales overview.</p>;
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <StatCard
          label="Total Sales"
          value={usd(data.totalSales)}
          definition="What buyers paid for agents (prices plus buyer fees), less refunds."
          Icon={DollarSignIcon}
        />
        <StatCard
          label="Platform Earnings"
          value={usd(data.platformEarnings)}
          definition="The platform share plus buyer fees, less referral commissions and refunds."
          Icon={LandmarkIcon}
        />
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Last 30 days</CardTitle>
        </CardHeader>
        <CardContent>
          <Suspense fallback={<Skeleton className="h-48" />}>
            <SalesChart daily={data.daily} />
          </Suspense>
        </CardContent>
      </Card>
      <FeeBreakdown overview={data} />
    </div>
  );
};
