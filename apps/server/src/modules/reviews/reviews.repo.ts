import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { listings, orders, reviewReplies, reviews, users } from '../../db/schema';

export const findListingOwner = async (db: DbOrTx, listingId: string) => {
  const [row] = await db
    .select({ sellerId: listings.userId })
    .from(listings)
    .where(eq(listings.id, listingId))
    .limit(1);
  return row;
};

/** The buyer's completed (so not refunded) order of the listing, if any. */
export const findPurchase = async (db: DbOrTx, buyerId: string, listingId: string) => {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.buyerId, buyerId), eq(orders.listingId, listingId), eq(orders.status, 'completed')))
    .orderBy(orders.createdAt)
    .limit(1);
  return row;
};

export const insertReviewOnce = async (db: DbOrTx, values: typeof reviews.$inferInsert) => {
  const [row] = await db.insert(reviews).values(values).onConflictDoNothing().returning();
  return row;
};

/** Whether there was a review to remove. */
export const deleteReview = async (db: DbOrTx, buyerId: string, listingId: string) => {
  const removed = await db
    .delete(reviews)
    .where(and(eq(reviews.buyerId, buyerId), eq(reviews.listingId, listingId)))
    .returning({ id: reviews.id });
  return removed.length > 0;
};

export const listReviewsOfSeller = (db: DbOrTx, sellerId: string) =>
  db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
      listingId: reviews.listingId,
      listingTitle: listings.title,
      buyerId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      displayName: sql<string | null>`coalesce(${users.displayName}, ${users.name})`,
      image: users.image,
      verifiedPurchase: sql<boolean>`exists (select 1 from ${orders} o where o.buyer_id = ${reviews.buyerId}
        and o.listing_id = ${reviews.listingId} and o.status = 'completed')`,
      replyContent: reviewReplies.content,
      replyCreatedAt: reviewReplies.createdAt,
      replyUpdatedAt: reviewReplies.updatedAt,
    })
    .from(reviews)
    .innerJoin(listings, eq(listings.id, reviews.listingId))
    .innerJoin(users, eq(users.id, reviews.buyerId))
    .leftJoin(reviewReplies, eq(reviewReplies.reviewId, reviews.id))
    .where(eq(listings.userId, sellerId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));

/** The ratings stay (they are part of each listing's average); the words were the person's. */
export const clearCommentsOfBuyer = async (db: DbOrTx, buyerId: string) => {
  await db.update(reviews).set({ comment: null }).where(eq(reviews.buyerId, buyerId));
};
