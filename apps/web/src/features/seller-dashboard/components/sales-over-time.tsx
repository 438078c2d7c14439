import {
  figureCents,
  formatUsd,
  type SellerDailySales,
  type SellerDailySpan,
  sellerDailySpans,
} from '@agentsy/contracts';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { pluralize } from '@/lib/format';
import { useSellerDaily } from '../api/get-seller-daily';

// The chart library loads with this card only, never on the pages buyers see first.
const BarChart = lazy(() => import('@/components/charts/bar-chart'));

const dollars = (cents: number) => formatUsd(cents).replace(/\.00$/, '');
const count = (n: number) => String(n);

const Charts = ({ data }: { data: SellerDailySales }) => {
  const labels = useMemo(() => data.daily.map((d) => d.date), [data]);
  const earnings = useMemo(
    () => [{ name: 'Earnings', values: data.daily.map((d) => figureCents(d.earnings)), tone: 'brand' as const }],
    [data],
  );
  const sales = useMemo(
    () => [{ name: 'Sales', values: data.daily.map((d) => d.salesCount), tone: 'emerald' as const }],
    [data],
  );
  return (
    <div className="grid min-w-0 gap-6 md:grid-cols-2" aria-hidden>
      <Suspense fallback={<Skeleton className="h-56 w-full" />}>
        <BarChart
          label={`Earnings per day, last ${data.days} days`}
          labels={labels}
          series={earnings}
          xTitle="Day (UTC)"
          yTitle="Earnings (USD)"
          formatY={dollars}
        />
        <BarChart
          label={`Sales per day, last ${data.days} days`}
          labels={labels}
          series={sales}
          xTitle="Day (UTC)"
          yTitle="Sales"
          formatY={count}
          integers
        />
      </Suspense>
    </div>
  );
};

/** The same figures as the charts, for screen readers. */
const DailyTable = ({ data }: { data: SellerDailySales }) => (
  // In a hidden box: a table grows to its content and would widen a phone's page.
  <div className="sr-only">
    <table>
      <caption>Sales and earnings per day, last {data.days} days (UTC)</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Sales</th>
          <th scope="col">Earnings</th>
        </tr>
      </thead>
      <tbody>
        {data.daily.map((d) => (
          <tr key={d.date}>
            <th scope="row">{d.date}</th>
            <td>{d.salesCount}</td>
            <td>{formatUsd(figureCents(d.earnings))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);

/** The seller dashboard's sales and earnings per day over 7, 30 or 90 days, from the ledger. */
export const SalesOverTime = ({ sellerId }: { sellerId: string }) => {
  const [days, setDays] = useState<SellerDailySpan>(30);
  const { data, isError, refetch } = useSellerDaily(sellerId, days);
  const totalSales = data?.daily.reduce((n, d) => n + d.salesCount, 0) ?? 0;
  const totalCents = data?.daily.reduce((n, d) => n + figureCents(d.earnings), 0) ?? 0;
  return (
    <div className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {data
            ? `${pluralize(totalSales, 'sale')} · ${formatUsd(totalCents)} earned in the last ${data.days} days`
            : ''}
        </p>
        <fieldset className="flex gap-1">
          <legend className="sr-only">Period</legend>
          {sellerDailySpans.map((span) => (
            <Button
              key={span}
              type="button"
              size="sm"
              variant={span === days ? 'default' : 'outline'}
              aria-pressed={span === days}
              onClick={() => setDays(span)}
            >
              {span} days
            </Button>
          ))}
        </fieldset>
      </div>
      {isError ? (
        <p className="text-sm text-muted-foreground">
          Could not load your sales per day.{' '}
          <Button variant="link" className="h-auto p-0" onClick={() => refetch()}>
            Try again
          </Button>
        </p>
      ) : data ? (
        <>
          <Charts data={data} />
          <DailyTable data={data} />
        </>
      ) : (
        <Skeleton className="h-56 w-full" />
      )}
    </div>
  );
};
