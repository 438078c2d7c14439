import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { ledgerEntries, ledgerTransactions, listings, orders, payouts, sessions } from '../../db/schema';
import { accounts } from '../ledger/ledger-accounts';

const int = (v: unknown) => Number(v ?? 0);

/** The platform's ledger balance: its share and buyer fees, less referral commissions and refunds. */
export const platformRevenueCents = async (db: DbOrTx) => {
  const [row] = await db
    .select({ cents: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.account, accounts.platformRevenue));
  return int(row?.cents);
};

/** Distinct accounts with a session started or refreshed, or an order placed, since `since`. */
export const countActiveUsers = async (db: DbOrTx, since: Date) => {
  const result = await db.execute(sql`
    select count(*)::int as n from (
      select ${sessions.userId} as id from ${sessions} where ${sessions.updatedAt} >= ${since.toISOString()}
      union
      select ${orders.buyerId} from ${orders} where ${orders.createdAt} >= ${since.toISOString()} and ${orders.status} = 'completed'
    ) active`);
  return int(rowsOf<{ n: number }>(result)[0]?.n);
};

export const countListedAgents = async (db: DbOrTx) => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(listings)
    .where(and(eq(listings.active, true), isNull(listings.removedAt)));
  return int(row?.n);
};

export const countPendingPayouts = async (db: DbOrTx) => {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(payouts).where(eq(payouts.status, 'pending'));
  return int(row?.n);
};

const saleKinds = ['sale', 'refund', 'referral'] as const;

/**
 * Ledger sums by transaction kind: what buyers paid (the provider accounts, negated), the
 * platform's entries and the sellers' entries. Buyer fees come from the orders the sales booked.
 */
export const salesTotalsByKind = async (db: DbOrTx) => {
  const rows = await db
    .select({
      kind: ledgerTransactions.kind,
      paid: sql<string>`coalesce(-sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.account} like 'buyer_payments:%'), 0)`,
      platform: sql<string>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.account} = ${accounts.platformRevenue}), 0)`,
      sellers: sql<string>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.account} like 'seller:%'), 0)`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(inArray(ledgerTransactions.kind, [...saleKinds]))
    .groupBy(ledgerTransactions.kind);
  return rows.map((r) => ({ kind: r.kind, paid: int(r.paid), platform: int(r.platform), sellers: int(r.sellers) }));
};

/**
 * Buyer fees and the platform's share of the prices, of booked sales less refunded ones, from the
 * orders the ledger's sale and refund transactions name. The share repeats the sale's rounding
 * (the seller's share rounded half-up, the platform keeping the rest).
 */
export const netOrderFigures = async (db: DbOrTx, sellerShareBps: number) => {
  const sign = sql`case when ${ledgerTransactions.kind} = 'sale' then 1 else -1 end`;
  const [row] = await db
    .select({
      fees: sql<string>`coalesce(sum(${sign} * ${orders.feeCents}), 0)`,
      share: sql<string>`coalesce(sum(${sign} * (${orders.subtotalCents} - (${orders.subtotalCents}::bigint * ${sellerShareBps} + 5000) / 10000)), 0)`,
    })
    .from(ledgerTransactions)
    .innerJoin(orders, eq(orders.id, ledgerTransactions.orderId))
    .where(inArray(ledgerTransactions.kind, ['sale', 'refund']));
  return { buyerFeesCents: int(row?.fees), platformShareCents: int(row?.share) };
};

export const payoutFeesCents = async (db: DbOrTx) => {
  const [row] = await db
    .select({ cents: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.account, accounts.payoutFees));
  return int(row?.cents);
};

/** Per UTC day since `since`: what buyers paid (less refunds) and the platform's entries. */
export const dailySales = async (db: DbOrTx, since: Date) => {
  const day = sql<string>`to_char(${ledgerEntries.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      date: day,
      paid: sql<string>`coalesce(-sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.account} like 'buyer_payments:%'), 0)`,
      platform: sql<string>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.account} = ${accounts.platformRevenue}), 0)`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(and(inArray(ledgerTransactions.kind, [...saleKinds]), gte(ledgerEntries.createdAt, since)))
    .groupBy(day);
  return rows.map((r) => ({ date: r.date, paid: int(r.paid), platform: int(r.platform) }));
};
