const steps = [
  { value: 1_000_000_000, suffix: 'B' },
  { value: 1_000_000, suffix: 'M' },
  { value: 1_000, suffix: 'K' },
];

/**
 * The landing strip's "10K+" style, rounded down so it never overstates: 10,400 -> "10K+",
 * 1,250,000 -> "1.2M+", 999 -> "999".
 */
export const formatCompact = (n: number): string => {
  for (const { value, suffix } of steps) {
    if (n < value) continue;
    // Tenths below 10 ("1.2M"), whole numbers above ("10K"); kept in integer tenths to avoid float drift.
    const tenths = Math.floor((n * 10) / value);
    const shownTenths = tenths >= 100 ? tenths - (tenths % 10) : tenths;
    const isExact = shownTenths * (value / 10) === n;
    return `${shownTenths / 10}${suffix}${isExact ? '' : '+'}`;
  }
  return String(Math.max(0, Math.floor(n)));
};

export const formatCompactUsd = (cents: number) => `$${formatCompact(Math.floor(cents / 100))}`;
