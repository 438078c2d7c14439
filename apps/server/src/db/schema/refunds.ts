import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { orders } from './payments';

export const refundRequests = pgTable(
  'refund_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason', {
      enum: ['not-working', 'missing-files', 'wrong-platform', 'duplicate', 'other'],
    }).notNull(),
    description: text('description').notNull().default(''),
    status: text('status', { enum: ['pending', 'approved', 'rejected', 'disputed', 'resolved'] })
      .notNull()
      .default('pending'),
    sellerMessage: text('seller_message'),
    disputeReason: text('dispute_reason'),
    resolution: text('resolution'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    // At most one open (pending or disputed) request per order.
    uniqueIndex('refund_requests_open_uq').on(t.orderId).where(sql`status in ('pending', 'disputed')`),
    index('refund_requests_buyer_idx').on(t.buyerId, t.createdAt.desc()),
    index('refund_requests_seller_idx').on(t.sellerId, t.createdAt.desc()),
  ],
);

/**
 * What the payment provider did to an order outside Agentsy: a chargeback (`dispute`, keyed by the
 * provider's dispute id) or a partial refund from its dashboard (`partial_refund`, keyed by the
 * charge), which the ledger cannot represent and an admin must look at
 * (docs/decisions/044-stripe-disputes-and-dashboard-refunds.md).
 */
export const paymentDisputes = pgTable(
  'payment_disputes',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['dispute', 'partial_refund'] }).notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** Disputed, or refunded so far. */
    amountCents: integer('amount_cents').notNull(),
    /** The seller's share held from their balance while a dispute is open. */
    heldCents: integer('held_cents').notNull().default(0),
    feeCents: integer('fee_cents').notNull().default(0),
    reason: text('reason').notNull().default(''),
    status: text('status', { enum: ['open', 'won', 'lost', 'closed'] })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('payment_disputes_order_idx').on(t.orderId),
    index('payment_disputes_open_idx').on(t.createdAt).where(sql`status = 'open'`),
  ],
);
