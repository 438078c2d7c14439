/** Ledger account names. A user's `seller:` account is their withdrawable balance. */
export const accounts = {
  /** Money that came in through a payment provider (goes negative as buyers pay). */
  buyerPayments: (provider: string) => `buyer_payments:${provider}`,
  platformRevenue: 'platform_revenue',
  seller: (userId: string) => `seller:${userId}`,
  /** Payout money on its way out, until the provider reports it sent or failed. */
  payoutsClearing: 'payouts_clearing',
  payoutFees: 'payout_fees',
  /** Payments that made no order (a duplicate, an agent no longer on sale), until given back. */
  unmatchedPayments: 'unmatched_payments',
  /** Sellers' shares of orders under a chargeback, out of their balances until the dispute closes. */
  disputesHeld: 'disputes_held',
  /** What the card processor charged for chargebacks we lost. */
  disputeFees: 'dispute_fees',
} as const;

export type LedgerEntryInput = { account: string; amountCents: number };

/** Sums entries per account and drops zeros: used to build reversals and to tidy inputs. */
export const netByAccount = (entries: LedgerEntryInput[]): LedgerEntryInput[] => {
  const sums = new Map<string, number>();
  for (const e of entries) sums.set(e.account, (sums.get(e.account) ?? 0) + e.amountCents);
  return [...sums].filter(([, cents]) => cents !== 0).map(([account, amountCents]) => ({ account, amountCents }));
};

export const reverse = (entries: LedgerEntryInput[]) =>
  netByAccount(entries).map((e) => ({ account: e.account, amountCents: -e.amountCents }));
