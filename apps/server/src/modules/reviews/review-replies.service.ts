import { communityLimits, communityMessages, type NotificationData, type ReviewReply } from '@agentsy/contracts';
import type { Database, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import type { QueueMail } from '../mail/mail.service';
import { notifyUsers } from '../notifications/notifications.service';
import * as repo from './review-replies.repo';

type ReplyRow = NonNullable<Awaited<ReturnType<typeof repo.insertReplyOnce>>>;

const toReply = (r: ReplyRow): ReviewReply => ({
  content: r.content,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

type ReplyInput = { sellerId: string; reviewId: string; content: string };

const round1 = (n: number) => Math.round(n * 10) / 10;

/** "4.7 from 23 reviews across 6 agents", or null below the thresholds (sellers module). */
export const ratingAcrossOf = async (db: DbOrTx, sellerId: string) => {
  const r = await repo.ratingAcrossListings(db, sellerId);
  if (r.reviews < communityLimits.ratingAcrossMinReviews || r.agents < communityLimits.ratingAcrossMinAgents) {
    return null;
  }
  return { average: round1(r.average), reviews: r.reviews, agents: r.agents };
};

/** The seller's public reply to a review on their listing: one per review, editable, removable. */
export const createReviewRepliesService = ({ db, queueMail }: { db: Database; queueMail: QueueMail }) => {
  /** The review, when the caller is the seller of its listing. */
  const requireOwnReview = async (tx: DbOrTx, { sellerId, reviewId }: Omit<ReplyInput, 'content'>) => {
    const review = isUuid(reviewId) ? await repo.findReviewForReply(tx, reviewId) : undefined;
    if (!review) throw new AppError('NOT_FOUND', { message: communityMessages.reviewNotFound });
    if (review.sellerId !== sellerId) throw new AppError('FORBIDDEN', { message: communityMessages.replyNotYours });
    return review;
  };

  return {
    /** The reviewer hears of it in the notifications center and, if they keep order mails on, by mail. */
    reply: (input: ReplyInput) =>
      db.transaction(async (tx) => {
        const review = await requireOwnReview(tx, input);
        const row = await repo.insertReplyOnce(tx, input);
        if (!row) throw new AppError('CONFLICT', { message: communityMessages.alreadyReplied });
        const data: NotificationData<'review_replied'> = {
          listingId: review.listingId,
          listingTitle: review.listingTitle,
        };
        const written = await notifyUsers(tx, [
          {
            userId: review.buyerId,
            kind: 'review_replied',
            subjectId: review.reviewId,
            link: `/agent/${review.listingId}`,
            data,
          },
        ]);
        // A reply removed and written again is not news twice.
        if (written.length > 0) {
          await queueMail(tx, {
            userId: review.buyerId,
            template: 'reviewReplied',
            data: { ...data, content: input.content },
          });
        }
        return toReply(row);
      }),

    editReply: async (input: ReplyInput) => {
      await requireOwnReview(db, input);
      const row = await repo.updateReply(db, input.reviewId, input.content);
      if (!row) throw new AppError('NOT_FOUND', { message: communityMessages.noReply });
      return toReply(row);
    },

    deleteReply: async (input: Omit<ReplyInput, 'content'>) => {
      await requireOwnReview(db, input);
      if (!(await repo.deleteReply(db, input.reviewId))) {
        throw new AppError('NOT_FOUND', { message: communityMessages.noReply });
      }
    },
  };
};

export type ReviewRepliesService = ReturnType<typeof createReviewRepliesService>;
