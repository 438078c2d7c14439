import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { listings, reviews } from './listings';

/** The seller's public answer to a review: the review's id is the key, so there is one at most. */
export const reviewReplies = pgTable('review_replies', {
  reviewId: uuid('review_id')
    .primaryKey()
    .references(() => reviews.id, { onDelete: 'cascade' }),
  sellerId: text('seller_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  content: text('content').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who follows which seller; the seller index counts followers and fans new listings out. */
export const sellerFollows = pgTable(
  'seller_follows',
  {
    followerId: text('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.followerId, t.sellerId] }), index('seller_follows_seller_idx').on(t.sellerId)],
);

/**
 * Public questions on a listing and the seller's answer. Hidden ones (by an admin) stay for the
 * record but leave every public answer; the asker index counts a user's questions of the last hour.
 */
export const listingQuestions = pgTable(
  'listing_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    askerId: text('asker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answerUpdatedAt: timestamp('answer_updated_at', { withTimezone: true }),
    answerHiddenAt: timestamp('answer_hidden_at', { withTimezone: true }),
  },
  (t) => [
    index('listing_questions_listing_idx').on(t.listingId, t.createdAt.desc()).where(sql`hidden_at is null`),
    index('listing_questions_asker_created_idx').on(t.askerId, t.createdAt),
  ],
);
