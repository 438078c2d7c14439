import { figureCents, formatUsd, type SalesOverview } from '@agentsy/contracts';
import { useMemo } from 'react';

import BarChart from '@/components/charts/bar-chart';

const dollars = (cents: number) => formatUsd(cents).replace(/\.00$/, '');

/**
 * Daily sales and platform earnings as bars with a dated x axis and a dollar y axis (the chart is
 * lazy-loaded with this tab). Earnings are part of sales, so they are drawn inside the sales bars.
 * The table underneath gives the same figures to screen readers.
 */
export const SalesChart = ({ daily }: { daily: SalesOverview['daily'] }) => {
  const points = daily.map((d) => ({
    date: d.date,
    sales: figureCents(d.sales),
    earnings: figureCents(d.platformEarnings),
  }));
  const labels = useMemo(() => daily.map((d) => d.date), [daily]);
  const series = useMemo(
    () => [
      { name: 'Sales', values: daily.map((d) => figureCents(d.sales)), tone: 'brand' as const },
      {
        name: 'Platform earnings',
        values: daily.map((d) => figureCents(d.platformEarnings)),
        tone: 'emerald' as const,
      },
    ],
    [daily],
  );

  return (
    <div className="relative grid gap-3 overflow-hidden">
      <BarChart
        label={`Daily sales and platform earnings, last ${daily.length} days`}
        labels={labels}
        series={series}
        xTitle="Day (UTC)"
        yTitle="USD"
        formatY={dollars}
      />
      <p className="flex flex-wrap gap-4 text-xs text-muted-foreground">
        <span className="flex items-center gap-1">
          <span className="size-3 rounded-sm bg-brand-500" aria-hidden /> Sales
        </span>
        <span className="flex items-center gap-1">
          <span className="size-3 rounded-sm bg-emerald-500" aria-hidden /> Platform earnings
        </span>
        <span>
          {points[0]?.date} – {points.at(-1)?.date}
        </span>
      </p>
      <div className="sr-only">
        <table>
          <caption>Daily sales and platform earnings</caption>
          <thead>
            <tr>
              <th>Date</th>
              <th>Sales</th>
              <th>Platform earnings</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.date}>
                <td>{p.date}</td>
                <td>{formatUsd(p.sales)}</td>
                <td>{formatUsd(p.earnings)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
};
