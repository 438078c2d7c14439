import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { orders, paymentIntents } from './payments';

/**
 * A seller's discount code. `redemptions` counts the redemptions that are held or used, and is
 * only changed by a conditional UPDATE in the transaction that holds or gives one back, so two
 * buyers can never both take the last one (modules/discounts/discounts.repo.ts).
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id),
    /** Stored in capitals: one code per seller whatever the case. */
    code: text('code').notNull(),
    percentOff: integer('percent_off'),
    amountOffCents: integer('amount_off_cents'),
    /** Null: every listing of the seller. */
    listingIds: uuid('listing_ids').array(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    maxRedemptions: integer('max_redemptions'),
    perBuyerLimit: integer('per_buyer_limit').notNull().default(1),
    redemptions: integer('redemptions').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discount_codes_seller_code_uq').on(t.sellerId, t.code),
    check(
      'discount_codes_value',
      sql`(${t.percentOff} between 1 and 100 and ${t.amountOffCents} is null) or (${t.percentOff} is null and ${t.amountOffCents} > 0)`,
    ),
    check(
      'discount_codes_redemptions',
      sql`${t.redemptions} >= 0 and (${t.maxRedemptions} is null or ${t.redemptions} <= ${t.maxRedemptions})`,
    ),
  ],
);

/**
 * One use of a code by a buyer: `held` while its payment is open, `used` once the order exists,
 * `released` when the payment expired or was given back (the code's count goes down again).
 */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    discountCodeId: uuid('discount_code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id),
    paymentIntentId: uuid('payment_intent_id').references(() => paymentIntents.id),
    orderId: uuid('order_id').references(() => orders.id),
    status: text('status', { enum: ['held', 'used', 'released'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('discount_redemptions_buyer_idx').on(t.discountCodeId, t.buyerId),
    uniqueIndex('discount_redemptions_intent_uq').on(t.paymentIntentId),
  ],
);
