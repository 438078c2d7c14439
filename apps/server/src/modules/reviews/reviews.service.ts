import { type CreatedReview, type CreateReviewRequest, reviewMessages, type SellerReview } from '@agentsy/contracts';
import type { Database, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { toPublicPerson } from '../../lib/public-person';
import type { ProfileViewer, VisibleProfileGate } from '../users/users.service';
import { emitWebhookEvent } from '../webhooks/webhooks.service';
import * as repo from './reviews.repo';

type CreateInput = { buyerId: string; request: { listingId: string; rating: number; comment: string | null } };

/** Account deletion: the person's review texts are erased, their ratings kept. */
export const eraseReviewCommentsOf = (tx: DbOrTx, buyerId: string) => repo.clearCommentsOfBuyer(tx, buyerId);

type Deps = {
  db: Database;
  /** The seller's privacy choice: a hidden profile hides its reviews too (users service). */
  requireVisibleProfile: VisibleProfileGate;
};

export const createReviewsService = ({ db, requireVisibleProfile }: Deps) => ({
  /** Purchasers only (a completed, unrefunded order), once per listing, never one's own. */
  createReview: async ({ buyerId, request }: CreateInput): Promise<CreatedReview> => {
    const listing = isUuid(request.listingId) ? await repo.findListingOwner(db, request.listingId) : undefined;
    if (!listing) throw new AppError('NOT_FOUND', { message: "The agent you're looking for doesn't exist." });
    if (listing.sellerId === buyerId) throw new AppError('FORBIDDEN', { message: reviewMessages.ownListing });
    const purchase = await repo.findPurchase(db, buyerId, request.listingId);
    if (!purchase) throw new AppError('FORBIDDEN', { message: reviewMessages.notPurchased });
    const row = await db.transaction(async (tx) => {
      const inserted = await repo.insertReviewOnce(tx, {
        listingId: request.listingId,
        buyerId,
        orderId: purchase.id,
        rating: request.rating,
        comment: request.comment,
      });
      if (inserted) {
        await emitWebhookEvent(tx, listing.sellerId, 'review.created', {
          reviewId: inserted.id,
          listingId: inserted.listingId,
          buyerId,
          rating: inserted.rating,
          comment: inserted.comment,
          createdAt: inserted.createdAt.toISOString(),
        });
      }
      return inserted;
    });
    if (!row) throw new AppError('CONFLICT', { message: reviewMessages.alreadyReviewed });
    return {
      id: row.id,
      rating: row.rating,
      comment: row.comment,
      createdAt: row.createdAt.toISOString(),
      listingId: row.listingId,
    };
  },

  listSellerReviews: async (sellerId: string, viewer?: ProfileViewer): Promise<SellerReview[]> => {
    await requireVisibleProfile(sellerId, viewer);
    return (await repo.listReviewsOfSeller(db, sellerId)).map((r) => ({
      id: r.id,
      rating: r.rating,
      comment: r.comment,
      createdAt: r.createdAt.toISOString(),
      listingId: r.listingId,
      listing: { title: r.listingTitle },
      buyer: toPublicPerson({ ...r, id: r.buyerId }),
      verifiedPurchase: Boolean(r.verifiedPurchase),
      reply:
        r.replyContent === null
          ? null
          : {
              content: r.replyContent,
              createdAt: r.replyCreatedAt!.toISOString(),
              updatedAt: r.replyUpdatedAt!.toISOString(),
            },
    }));
  },
});

export type ReviewsService = ReturnType<typeof createReviewsService>;

/** A refund takes the buyer's review away inside the refund's transaction. */
export { deleteReview } from './reviews.repo';
export type { CreateReviewRequest };
