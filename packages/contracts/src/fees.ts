/**
 * Kept free of zod so the web app can show fee figures in copy without loading the
 * validation library on pages that have no form.
 */
/** Fee rates in basis points (1 bp = 0.01%), the one place the UI copy and the ledger read them. */
export const fees = {
  buyerFeeBps: 300,
  sellerShareBps: 8900,
  platformShareBps: 1100,
  payoutFeeBps: 300,
  referralCommissionBps: 500,
} as const;

export const payoutRules = {
  minimumManualCents: 500,
  automaticThresholdCents: 2500,
  automaticWeekday: 'Tuesday',
  referralWindowDays: 30,
} as const;

export const bpsToPercent = (bps: number) => `${bps / 100}%`;

/** The spec's name for the buyer's fee, and its line wherever an amount is itemised (checkout, receipt). */
export const buyerFeeName = 'Transaction fee';
export const buyerFeeLine = `${buyerFeeName} (${bpsToPercent(fees.buyerFeeBps)})`;
