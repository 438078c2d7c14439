import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

export const ledgerKinds = [
  'sale',
  'refund',
  'payout',
  'payout_fee',
  'payout_reversal',
  'referral',
  // A payment that made no order (a duplicate, or for an agent no longer on sale) and its refund.
  'charge',
  'charge_refund',
  // A chargeback: the seller's share held while it is open, released when it closes, and the
  // provider's fee when it is lost (docs/decisions/044-stripe-disputes-and-dashboard-refunds.md).
  'dispute_hold',
  'dispute_release',
  'dispute_fee',
] as const;

/**
 * Double entry: every movement of money is one transaction whose entries sum to zero (checked in
 * code and by a deferred constraint trigger in the migration). Balances are sums of entries.
 * See docs/decisions/007-ledger.md for the accounts.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ledgerKinds }).notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    orderId: uuid('order_id'),
    payoutId: uuid('payout_id'),
    memo: text('memo'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Sales figures join orders to the seller's credit of their sale.
  (t) => [index('ledger_transactions_order_idx').on(t.orderId)],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    account: text('account').notNull(),
    /** Signed cents: positive credits the account (money it holds or is owed). */
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ledger_entries_nonzero', sql`${t.amountCents} <> 0`),
    index('ledger_entries_account_idx').on(t.account, t.createdAt),
    index('ledger_entries_transaction_idx').on(t.transactionId),
  ],
);

/**
 * Running sums of the ledger, kept by a statement trigger on `ledger_entries` (migration 0019) in
 * the transaction of each write, so the admin figures read a few rows instead of the whole
 * ledger (docs/decisions/038-admin-figures-from-kept-totals.md). `figure` is an account, an
 * account family (`seller:*`, `buyer_payments:*`), or an order figure of sales and refunds
 * (`buyer_fees`, `platform_share`). `slot` spreads concurrent writers over rows (the backend's
 * pid mod 8) so two purchases don't queue behind one row lock; readers sum the slots.
 */
export const ledgerTotals = pgTable(
  'ledger_totals',
  {
    kind: text('kind', { enum: ledgerKinds }).notNull(),
    figure: text('figure').notNull(),
    slot: smallint('slot').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.figure, t.slot] })],
);

/** The same sums per UTC day of the entries, for the sales chart. */
export const ledgerDailyTotals = pgTable(
  'ledger_daily_totals',
  {
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: ledgerKinds }).notNull(),
    figure: text('figure').notNull(),
    slot: smallint('slot').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.figure, t.slot] })],
);
