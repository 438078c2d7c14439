import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The downloads Top Sellers counts, one row per week, seller, listing and buying person
 * (`users.person_key`): completed orders from e-mail-verified buyers who are not the seller's own
 * person. Kept by triggers on `orders` and `users` in the writing transaction (migration
 * 0024, docs/decisions/050-top-sellers-kept-weekly-totals.md); `first_at` is the pair's first order.
 */
export const weeklySellerDownloads = pgTable(
  'weekly_seller_downloads',
  {
    weekStart: timestamp('week_start', { withTimezone: true }).notNull(),
    sellerId: text('seller_id').notNull(),
    listingId: uuid('listing_id').notNull(),
    personKey: text('person_key').notNull(),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.weekStart, t.sellerId, t.listingId, t.personKey] })],
);

/**
 * Each seller's counted downloads in a week and when the last of them was first reached (the
 * board's tie-break), from `weekly_seller_downloads` by the same triggers. The board walks the
 * index in its order and stops after ten rows.
 */
export const weeklySellerTotals = pgTable(
  'weekly_seller_totals',
  {
    weekStart: timestamp('week_start', { withTimezone: true }).notNull(),
    sellerId: text('seller_id').notNull(),
    downloads: integer('downloads').notNull().default(0),
    reachedAt: timestamp('reached_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.weekStart, t.sellerId] }),
    index('weekly_seller_totals_rank_idx')
      .on(t.weekStart, t.downloads.desc(), t.reachedAt, t.sellerId)
      .where(sql`downloads > 0`),
  ],
);
