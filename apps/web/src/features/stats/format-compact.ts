// Compact notation already rounds to two significant digits ("10K", "1.2M", "125K"); rounding
// the same figure down and up tells whether anything was dropped.
const roundedDown = new Intl.NumberFormat('en-US', { notation: 'compact', roundingMode: 'floor' });
const roundedUp = new Intl.NumberFormat('en-US', { notation: 'compact', roundingMode: 'ceil' });

/**
 * The landing strip's "10K+" style, rounded down so it never overstates: 10,400 -> "10K+",
 * 1,250,000 -> "1.2M+", 999 -> "999".
 */
export const formatCompact = (n: number): string => {
  const whole = Math.max(0, Math.floor(n));
  const shown = roundedDown.format(whole);
  return shown === roundedUp.format(whole) ? shown : `${shown}+`;
};

export const formatCompactUsd = (cents: number) => `$${formatCompact(Math.floor(cents / 100))}`;
