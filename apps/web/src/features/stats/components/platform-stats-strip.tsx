import { usePlatformStats } from '../api/get-platform-stats';
import { formatCompact, formatCompactUsd } from '../format-compact';

/** Renders only real totals; while they are missing or the call fails, there is no strip at all. */
export const PlatformStatsStrip = () => {
  const { data } = usePlatformStats();
  if (!data) return null;
  const figures = [
    { value: formatCompact(data.agents), label: 'AI Agents' },
    { value: formatCompact(data.sellers), label: 'Active Sellers' },
    { value: formatCompact(data.buyers), label: 'Buyers' },
    { value: formatCompactUsd(data.salesCents), label: 'Total Sales' },
  ];
  return (
    <section aria-label="Marketplace in numbers" className="bg-brand-600 text-white">
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-6 px-4 py-10 text-center md:grid-cols-4">
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
