import type { KeptDailyTotal, KeptTotal } from '../ledger/ledger.service';
import { figures } from '../ledger/ledger.service';
import { accounts } from '../ledger/ledger-accounts';

const saleKinds = new Set(['sale', 'refund', 'referral']);

const sum = (totals: KeptTotal[], where: (t: KeptTotal) => boolean) =>
  totals.reduce((cents, t) => (where(t) ? cents + t.cents : cents), 0);

/**
 * The admin figures in cents from the ledger's kept totals. What buyers paid is the provider
 * accounts negated; platform and seller figures are those accounts' entries of sales, refunds
 * and referral commissions; buyer fees and the platform's share are the order figures of booked
 * sales less refunded ones.
 */
export const salesFiguresOf = (totals: KeptTotal[]) => {
  const of = (kind: string, figure: string) => sum(totals, (t) => t.kind === kind && t.figure === figure);
  const ofSales = (figure: string) => sum(totals, (t) => saleKinds.has(t.kind) && t.figure === figure);
  return {
    paidCents: -(of('sale', figures.buyerPayments) + of('refund', figures.buyerPayments)),
    refundedCents: of('refund', figures.buyerPayments),
    platformEarningsCents: ofSales(accounts.platformRevenue),
    sellerEarningsCents: ofSales(figures.sellers),
    buyerFeesCents: ofSales(figures.buyerFees),
    platformShareCents: ofSales(figures.platformShare),
    payoutFeesCents: sum(totals, (t) => t.figure === accounts.payoutFees),
    platformRevenueCents: sum(totals, (t) => t.figure === accounts.platformRevenue),
  };
};

/** Per UTC day: what buyers paid (less refunds) and the platform's entries of sales. */
export const dailySalesOf = (daily: KeptDailyTotal[]) => {
  const byDay = new Map<string, { paid: number; platform: number }>();
  for (const t of daily) {
    if (!saleKinds.has(t.kind)) continue;
    const day = byDay.get(t.day) ?? { paid: 0, platform: 0 };
    if (t.figure === figures.buyerPayments) day.paid -= t.cents;
    if (t.figure === accounts.platformRevenue) day.platform += t.cents;
    byDay.set(t.day, day);
  }
  return byDay;
};
