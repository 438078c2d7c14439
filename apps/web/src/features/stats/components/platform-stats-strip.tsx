import { usePlatformStats } from '../api/get-platform-stats';
import { formatCompact, formatCompactUsd } from '../format-compact';

type Figure = { label: string; value?: string };

const Strip = ({ figures, isLoading }: { figures: Figure[]; isLoading: boolean }) => (
  <section aria-label="Marketplace in numbers" aria-busy={isLoading} className="bg-brand-600 text-white">
    {/* One row of equal columns, however many figures are shown. */}
    <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-6 px-4 py-10 text-center md:grid-flow-col md:auto-cols-fr">
      {figures.map(({ label, value }) => (
        <div key={label} className="flex flex-col gap-1">
          <dt className="text-sm text-brand-100">{label}</dt>
          <dd className="order-first text-3xl font-bold">
            {value ?? (
              // A placeholder of the figure's height, so the page does not move when it arrives.
              <span className="mx-auto block h-9 w-16 animate-pulse rounded-md bg-white/20" />
            )}
          </dd>
        </div>
      ))}
    </dl>
  </section>
);

const labels = ['AI Agents', 'Active Sellers', 'Buyers', 'Total Sales'];

/**
 * Renders only real totals, and of those only the ones above zero: "$0 Total Sales" on a new
 * marketplace reads as a claim against it. While they load it holds their place; if the call
 * fails or every figure is zero, there is no strip.
 */
export const PlatformStatsStrip = () => {
  const { data, isPending, isError } = usePlatformStats();
  if (isError) return null;
  if (isPending) return <Strip isLoading figures={labels.map((label) => ({ label }))} />;
  const figures = [
    { amount: data.agents, value: formatCompact(data.agents), label: 'AI Agents' },
    { amount: data.sellers, value: formatCompact(data.sellers), label: 'Active Sellers' },
    { amount: data.buyers, value: formatCompact(data.buyers), label: 'Buyers' },
    // Whole dollars, as shown: 50 cents of sales would read "$0".
    { amount: Math.floor(data.salesCents / 100), value: formatCompactUsd(data.salesCents), label: 'Total Sales' },
  ].filter(({ amount }) => amount > 0);
  if (figures.length === 0) return null;
  return <Strip isLoading={false} figures={figures} />;
};
