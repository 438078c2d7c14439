import { leaderboardCopy } from '@agentsy/contracts/messages';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { RankMark } from './rank-mark';

/**
 * One board as an ordered list: loading rows, an error line, "No data available yet", or the
 * entries with their rank mark. `title` crowns the first place ("Seller of the Week").
 */
export const RankedList = <T,>({
  query,
  keyOf,
  renderEntry,
  title,
  failure,
  label,
}: {
  query: { data: T[] | undefined; isPending: boolean; isError: boolean };
  keyOf: (entry: T) => string;
  renderEntry: (entry: T) => ReactNode;
  title?: string;
  failure: string;
  label: string;
}) => {
  if (query.isPending) {
    return (
      <div className="grid gap-3" aria-busy="true">
        {[1, 2, 3].map((n) => (
          <Skeleton key={n} className="h-14" />
        ))}
      </div>
    );
  }
  if (query.isError || !query.data) return <p className="text-sm text-red-600">{failure}</p>;
  if (query.data.length === 0) return <p className="text-sm text-muted-foreground">{leaderboardCopy.empty}</p>;
  return (
    <ol className="grid gap-3" aria-label={label}>
      {query.data.map((entry, index) => (
        <li key={keyOf(entry)} className="flex items-center gap-3">
          <RankMark rank={index + 1} />
          <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1">
            {renderEntry(entry)}
            {index === 0 && title && (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-100">
                {title}
              </span>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
};
