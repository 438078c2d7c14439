import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { listings, reviewReplies, reviews } from '../../db/schema';

/** The review with who wrote it and whose listing it is about. */
export const findReviewForReply = async (db: DbOrTx, reviewId: string) => {
  const [row] = await db
    .select({
      reviewId: reviews.id,
      buyerId: reviews.buyerId,
      listingId: reviews.listingId,
      listingTitle: listings.title,
      sellerId: listings.userId,
    })
    .from(reviews)
    .innerJoin(listings, eq(listings.id, reviews.listingId))
    .where(eq(reviews.id, reviewId))
    .limit(1);
  return row;
};

/** Undefined when the review already has a reply: the key allows one. */
export const insertReplyOnce = async (db: DbOrTx, values: { reviewId: string; sellerId: string; content: string }) => {
  const [row] = await db.insert(reviewReplies).values(values).onConflictDoNothing().returning();
  return row;
};

export const updateReply = async (db: DbOrTx, reviewId: string, content: string) => {
  const [row] = await db
    .update(reviewReplies)
    .set({ content, updatedAt: sql`now()` })
    .where(eq(reviewReplies.reviewId, reviewId))
    .returning();
  return row;
};

export const deleteReply = async (db: DbOrTx, reviewId: string) =>
  (await db.delete(reviewReplies).where(eq(reviewReplies.reviewId, reviewId)).returning()).length > 0;

/**
 * The seller's rating over all their listings' reviews, with how many listings those reviews
 * cover: the profile's "4.7 from 23 reviews across 6 agents".
 */
export const ratingAcrossListings = async (db: DbOrTx, sellerId: string) => {
  const [row] = await db
    .select({
      average: sql<number>`coalesce(avg(${reviews.rating}), 0)::float8`,
      reviews: sql<number>`count(*)::int`,
      agents: sql<number>`count(distinct ${reviews.listingId})::int`,
    })
    .from(reviews)
    .innerJoin(listings, and(eq(listings.id, reviews.listingId), eq(listings.userId, sellerId)));
  return { average: Number(row?.average ?? 0), reviews: Number(row?.reviews ?? 0), agents: Number(row?.agents ?? 0) };
};
