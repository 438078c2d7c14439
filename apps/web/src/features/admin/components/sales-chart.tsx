import { figureCents, formatUsd, type SalesOverview } from '@agentsy/contracts';

const HEIGHT = 160;
const BAR_GAP = 2;

/**
 * Daily sales and platform earnings as paired bars, drawn as plain SVG: thirty points do not
 * need a charting library. The table underneath gives the same figures to screen readers.
 */
export const SalesChart = ({ daily }: { daily: SalesOverview['daily'] }) => {
  const points = daily.map((d) => ({
    date: d.date,
    sales: figureCents(d.sales),
    earnings: figureCents(d.platformEarnings),
  }));
  const max = Math.max(1, ...points.map((p) => Math.max(p.sales, p.earnings)));
  const slot = 100 / points.length;
  const barWidth = slot / 2 - BAR_GAP / points.length;
  const heightOf = (cents: number) => (Math.max(0, cents) / max) * HEIGHT;

  return (
    <figure className="relative grid gap-3 overflow-hidden">
      <svg
        viewBox={`0 0 100 ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-48 w-full"
        role="img"
        aria-label="Daily sales and platform earnings, last 30 days"
      >
        {points.map((p, i) => (
          <g key={p.date}>
            <rect
              x={i * slot}
              y={HEIGHT - heightOf(p.sales)}
              width={barWidth}
              height={heightOf(p.sales)}
              className="fill-brand-500"
            >
              <title>{`${p.date}: sales ${formatUsd(p.sales)}`}</title>
            </rect>
            <rect
              x={i * slot + barWidth}
              y={HEIGHT - heightOf(p.earnings)}
              width={barWidth}
              height={heightOf(p.earnings)}
              className="fill-emerald-500"
            >
              <title>{`${p.date}: platform earnings ${formatUsd(p.earnings)}`}</title>
            </rect>
          </g>
        ))}
      </svg>
      <figcaption className="flex flex-wrap gap-4 text-xs text-muted-foreground">
        <span className="flex items-center gap-1">
          <span className="size-3 rounded-sm bg-brand-500" aria-hidden /> Sales
        </span>
        <span className="flex items-center gap-1">
          <span className="size-3 rounded-sm bg-emerald-500" aria-hidden /> Platform earnings
        </span>
        <span>
          {points[0]?.date} – {points.at(-1)?.date}
        </span>
      </figcaption>
      <table className="sr-only">
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
    </figure>
  );
};
