import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    amountCents: integer('amount_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    method: text('method', { enum: ['paypal', 'bank'] }).notNull(),
    paypalEmail: text('paypal_email'),
    bankName: text('bank_name'),
    accountLast4: text('account_last4'),
    status: text('status', { enum: ['pending', 'completed', 'failed'] })
      .notNull()
      .default('pending'),
    /** 'manual' or 'weekly' (the Tuesday job). */
    source: text('source').notNull().default('manual'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    check('payouts_amount_positive', sql`${t.amountCents} > 0 and ${t.feeCents} >= 0`),
    // The last line of defence behind the service's lock: one pending payout per seller.
    uniqueIndex('payouts_one_pending_uq').on(t.userId).where(sql`status = 'pending'`),
    index('payouts_status_created_idx').on(t.status, t.createdAt),
    index('payouts_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/** A seller's saved payout method. The account number is AES-256-GCM ciphertext. */
export const payoutMethods = pgTable('payout_methods', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  method: text('method', { enum: ['paypal', 'ach'] }).notNull(),
  paypalEmail: text('paypal_email'),
  bankAccountHolderName: text('bank_account_holder_name'),
  bankRoutingNumber: text('bank_routing_number'),
  bankAccountNumberEncrypted: text('bank_account_number_encrypted'),
  bankAccountLast4: text('bank_account_last4'),
  bankName: text('bank_name'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
