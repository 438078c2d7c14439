import type { SellerAnalytics } from '@agentsy/contracts';
import { pluralize } from '@/lib/format';

type Row = SellerAnalytics['listings'][number];

/** Views turned into sales, per agent: the counted views and paid sales, nothing estimated. */
const conversion = (row: Row) => (row.viewCount === 0 ? '—' : `${((row.sales / row.viewCount) * 100).toFixed(1)}%`);

export const AgentAnalytics = ({ listings }: { listings: Row[] }) => {
  if (listings.length === 0) {
    return <p className="text-sm text-muted-foreground">Analytics appear once you upload an agent.</p>;
  }
  const maxViews = Math.max(1, ...listings.map((l) => l.viewCount));
  const byViews = [...listings].sort((a, b) => b.viewCount - a.viewCount);
  return (
    <ul className="grid gap-3">
      {byViews.map((row) => (
        <li key={row.id} className="grid gap-1 text-sm">
          <div className="flex flex-wrap justify-between gap-2">
            <span className="font-medium">{row.title}</span>
            <span className="text-muted-foreground">
              {pluralize(row.viewCount, 'view')} · {pluralize(row.sales, 'sale')} · {conversion(row)} conversion
            </span>
          </div>
          <div className="h-2 rounded-full bg-slate-100 dark:bg-slate-800" aria-hidden>
            <div className="h-2 rounded-full bg-brand-600" style={{ width: `${(row.viewCount / maxViews) * 100}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
};
