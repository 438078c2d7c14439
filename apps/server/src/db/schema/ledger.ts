import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
