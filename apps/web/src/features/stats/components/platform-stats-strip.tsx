import { usePlatformStats } from '../api/get-platform-stats';
import { formatCompact, formatCompactUsd } from '../format-compact';

/**
 * Renders only real totals, and of those only the ones above zero: "$0 Total Sales" on a new
 * marketplace reads as a claim against it. While the figures are missing, the call fails or all
 * are zero, there is no strip at all.
 */
export const PlatformStatsStrip = () => {
  const { data } = usePlatformStats();
  if (!data) return null;
  const figures = [
    { amount: data.agents, value: formatCompact(data.agents), label: 'AI Agents' },
    { amount: data.sellers, value: formatCompact(data.sellers), label: 'Active Sellers' },
    { amount: data.buyers, value: formatCompact(data.buyers), label: 'Buyers' },
    // Whole dollars, as shown: 50 cents of sales would read "$0".
    { amount: Math.floor(data.salesCents / 100), value: formatCompactUsd(data.salesCents), label: 'Total Sales' },
  ].filter(({ amount }) => amount > 0);
  if (figures.length === 0) return null;
  return (
    <section aria-label="Marketplace in numbers" className="bg-brand-600 text-white">
      {/* One row of equal columns, however many figures are shown. */}
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-6 px-4 py-10 text-center md:grid-flow-col md:auto-cols-fr">
        {figures.map(({ value, label }) => (
          <div key={label} className="flex flex-col gap-1">
            <dt className="text-sm text-brand-100">{label}</dt>
            <dd className="order-first text-3xl font-bold">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
};
