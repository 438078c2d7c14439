import { usePlatformStats } from '../api/get-platform-stats';
import { formatCompact, formatCompactUsd } from '../format-compact';

const labels = ['AI Agents', 'Active Sellers', 'Buyers', 'Total Sales'] as const;

const Strip = ({ values }: { values?: string[] }) => (
  <section aria-label="Marketplace in numbers" aria-busy={!values} className="bg-brand-600 text-white">
    <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-6 px-4 py-10 text-center md:grid-cols-4">
      {labels.map((label, i) => (
        <div key={label} className="flex flex-col gap-1">
          <dt className="text-sm text-brand-100">{label}</dt>
          <dd className="order-first text-3xl font-bold">
            {values ? (
              values[i]
            ) : (
              // A placeholder of the figure's height, so the page does not move when it arrives.
              <span className="mx-auto block h-9 w-16 animate-pulse rounded-md bg-white/20" />
            )}
          </dd>
        </div>
      ))}
    </dl>
  </section>
);

/** Renders only real totals; while they load it holds their place, and if the call fails there is no strip. */
export const PlatformStatsStrip = () => {
  const { data, isPending, isError } = usePlatformStats();
  if (isError) return null;
  if (isPending) return <Strip />;
  return (
    <Strip
      values={[
        formatCompact(data.agents),
        formatCompact(data.sellers),
        formatCompact(data.buyers),
        formatCompactUsd(data.salesCents),
      ]}
    />
  );
};
