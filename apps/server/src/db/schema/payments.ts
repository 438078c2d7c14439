import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { listings } from './listings';

/** Our record of each intent we asked a provider for: who buys what, at which figures. */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    providerIntentId: text('provider_intent_id').notNull().unique(),
    clientSecret: text('client_secret').notNull(),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id),
    amountCents: integer('amount_cents').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    /**
     * `succeeded` once its order exists; `canceled` when it expired or its listing left the
     * marketplace; `refunded` when a payment that cannot make an order was given back.
     */
    status: text('status', { enum: ['requires_payment', 'succeeded', 'failed', 'canceled', 'refunded'] })
      .notNull()
      .default('requires_payment'),
    /** After this an open intent can no longer be paid (contracts: paymentIntentTtlMinutes). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull().default(sql`now() + interval '60 minutes'`),
    refundReason: text('refund_reason', { enum: ['duplicate', 'unavailable', 'expired'] }),
    /** The provider's refund, once it confirmed it; null while the refund is still owed. */
    providerRefundId: text('provider_refund_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** The seller's code that priced this payment, and the listing's price before it (schema/discounts.ts). */
    discountCodeId: uuid('discount_code_id'),
    discountCode: text('discount_code'),
    originalPriceCents: integer('original_price_cents'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payment_intents_figures', sql`${t.amountCents} = ${t.subtotalCents} + ${t.feeCents} and ${t.feeCents} >= 0`),
    index('payment_intents_buyer_idx').on(t.buyerId),
    // What the reconciliation pass reads: intents still open, and refunds still owed.
    index('payment_intents_unsettled_idx')
      .on(t.createdAt)
      .where(sql`status = 'requires_payment' or (status = 'refunded' and provider_refund_id is null)`),
    index('payment_intents_listing_open_idx').on(t.listingId).where(sql`status = 'requires_payment'`),
  ],
);

/**
 * One order per payment intent (unique), and at most one completed free claim per buyer and
 * listing, so repeated calls and webhooks can never create a second order.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id),
    /**
     * The listing's seller, copied by a trigger on insert (migration 0018) whatever code writes
     * the order, so the weekly sellers board counts a week's orders without reading listings.
     */
    sellerId: text('seller_id'),
    paymentIntentId: uuid('payment_intent_id').references(() => paymentIntents.id),
    amountCents: integer('amount_cents').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    /** `disputed` while a chargeback is open at the provider: downloads are suspended meanwhile. */
    status: text('status', { enum: ['completed', 'pending', 'failed', 'refunded', 'disputed'] }).notNull(),
    firstDownloadedAt: timestamp('first_downloaded_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** Kept as text: the receipt and the export still show it after the seller deletes the code. */
    discountCode: text('discount_code'),
    originalPriceCents: integer('original_price_cents'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_payment_intent_uq').on(t.paymentIntentId),
    uniqueIndex('orders_free_claim_uq')
      .on(t.buyerId, t.listingId)
      .where(sql`payment_intent_id is null and status = 'completed'`),
    // A buyer owns a listing once: at most one order that is not refunded (docs/decisions/012).
    uniqueIndex('orders_live_uq').on(t.buyerId, t.listingId).where(sql`status <> 'refunded'`),
    index('orders_buyer_created_idx').on(t.buyerId, t.createdAt.desc()),
    index('orders_listing_idx').on(t.listingId),
    // A week of completed orders from this index alone: who sold what to whom. The weekly sellers
    // board read it until it kept its totals (weekly_seller_totals, decision 050).
    index('orders_completed_week_idx')
      .on(t.createdAt, t.sellerId, t.buyerId, t.listingId)
      .where(sql`status = 'completed'`),
    // The sales export pages through completed orders by (created_at, id) from this index, in
    // order, with no sort per batch.
    index('orders_completed_keyset_idx').on(t.createdAt, t.id).where(sql`status = 'completed'`),
    // Whether a buyer has a completed order since a date, without stepping over refunded ones.
    index('orders_completed_buyer_idx').on(t.buyerId, t.createdAt).where(sql`status = 'completed'`),
  ],
);

/**
 * When each buyer last placed a completed order, kept by a statement trigger on `orders` (migration
 * 0020). Only ever moves forward: a refund leaves it, so it names every account that may have
 * bought in a window, and the active-users count checks those few against their orders
 * (docs/decisions/038-admin-figures-from-kept-totals.md).
 */
export const buyerLastOrders = pgTable(
  'buyer_last_orders',
  {
    userId: text('user_id').primaryKey(),
    lastOrderedAt: timestamp('last_ordered_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('buyer_last_orders_at_idx').on(t.lastOrderedAt)],
);

/** Provider events already handled: a redelivered webhook is acknowledged and ignored. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The sandbox provider's own books, standing in for a card processor's servers so that a
 * sandbox intent survives restarts and is shared by every app process.
 */
export const sandboxIntents = pgTable('sandbox_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull().unique(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  status: text('status', { enum: ['requires_payment_method', 'succeeded', 'canceled'] }).notNull(),
  /** Set when the payment was given back. */
  refundId: text('refund_id'),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Runs of scheduled jobs, one row per period, so a job never runs twice for the same week. */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    period: text('period').notNull(),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('job_runs_job_period_uq').on(t.job, t.period)],
);
