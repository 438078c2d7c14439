import { z } from 'zod';
import { reviewCommunityFields } from './community';
import { publicPersonSchema } from './people';

export const reviewMessages = {
  notPurchased: 'Only buyers of this agent can review it.',
  ownListing: 'You cannot review your own listing.',
  alreadyReviewed: 'You have already reviewed this agent.',
  rating: 'Rating must be a whole number from 1 to 5.',
} as const;

/** POST /api/reviews. Rating defaults to 5 (docs/product.md#reviews). */
export const createReviewSchema = z.object({
  listingId: z.string({ error: 'listingId is required' }).trim().min(1, 'listingId is required'),
  rating: z.coerce
    .number({ error: reviewMessages.rating })
    .int(reviewMessages.rating)
    .min(1, reviewMessages.rating)
    .max(5, reviewMessages.rating)
    .default(5),
  comment: z
    .string()
    .trim()
    .max(2000, 'Comment must be at most 2000 characters')
    .optional()
    .transform((v) => v || null),
});
export type CreateReviewRequest = z.input<typeof createReviewSchema>;

/** GET /api/reviews/seller/{id}: reviews on that seller's listings, newest first. */
export const sellerReviewSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  createdAt: z.string(),
  listingId: z.string(),
  listing: z.object({ title: z.string() }),
  buyer: publicPersonSchema,
  ...reviewCommunityFields,
});
export type SellerReview = z.infer<typeof sellerReviewSchema>;
