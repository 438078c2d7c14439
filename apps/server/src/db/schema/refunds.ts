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
