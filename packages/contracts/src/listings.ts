import { z } from 'zod';
import { reviewCommunityFields } from './community';
import { limits } from './constants';
import { listingImageSchema } from './listing-images';
import { moneyMessage, parseMoney } from './money';
import { publicPersonNameSchema, publicPersonSchema, verifiedDomainField } from './people';
import { currentVersionSchema } from './releases';
import { pricePresets, sortOptions } from './taxonomy';

// The create and update payloads are in listing-input.ts.

// ---- Responses -------------------------------------------------------------------------------

export const ratingSchema = z.object({ average: z.number(), count: z.number().int() });
export type Rating = z.infer<typeof ratingSchema>;

export const listingSellerSchema = publicPersonNameSchema.extend(verifiedDomainField);

/** A listing as every list and detail call returns it (docs/product.md#listing-page). */
export const listingSchema = z.object({
  id: z.string(),
  userId: z.string(),
  title: z.string(),
  /** Markdown (packages/markdown renders it). */
  description: z.string(),
  /** The description as plain text on one line, at most 300 characters: what cards and previews show. */
  summary: z.string(),
  platform: z.string(),
  /** Decimal string, "0.00" is free. */
  price: z.string(),
  useCase: z.string(),
  tags: z.array(z.string()),
  featured: z.boolean(),
  active: z.boolean(),
  downloadCount: z.number().int(),
  viewCount: z.number().int(),
  fileName: z.string(),
  fileSize: z.number().int(),
  videoUrl: z.string().nullable(),
  videoFileName: z.string().nullable(),
  videoFileSize: z.number().int().nullable(),
  /** The highest published, non-revoked, non-prerelease version; null while there is none. */
  currentVersion: currentVersionSchema.nullable(),
  /** When the current version was published: "updated 3 days ago". */
  updatedAt: z.string().nullable(),
  createdAt: z.string(),
  seller: listingSellerSchema,
  rating: ratingSchema,
  /** Up to 8, in the seller's order; the first is the cover (empty: no picture). */
  images: z.array(listingImageSchema),
});
export type Listing = z.infer<typeof listingSchema>;

export const reviewSchema = z.object({
  id: z.string(),
  rating: z.number().int().min(1).max(5),
  comment: z.string().nullable(),
  createdAt: z.string(),
  listingId: z.string(),
  buyer: publicPersonSchema,
  ...reviewCommunityFields,
});
export type Review = z.infer<typeof reviewSchema>;

/** The answer to POST /api/reviews (201): the review as stored, without the buyer or a reply. */
export const createdReviewSchema = reviewSchema.omit({ buyer: true, verifiedPurchase: true, reply: true });
export type CreatedReview = z.infer<typeof createdReviewSchema>;

export const listingDetailSchema = listingSchema.extend({ reviews: z.array(reviewSchema) });
export type ListingDetail = z.infer<typeof listingDetailSchema>;

export const videoUploadResponseSchema = z.object({
  videoUrl: z.string(),
  videoFileName: z.string(),
  videoFileSize: z.number().int(),
});
export type VideoUploadResponse = z.infer<typeof videoUploadResponseSchema>;

// ---- Query -----------------------------------------------------------------------------------

/** "all" and "" are what the filter bar sends for "no filter". */
const optionalFilter = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((v) => (v && v.toLowerCase() !== 'all' ? v : undefined));

const moneyFilter = (label: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      const result = parseMoney(v);
      if (result.ok) return result.cents;
      const message =
        result.reason === 'above' ? moneyMessage(label, 'above') : `${label} must be an amount like 25 or 19.99`;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });

/** GET /api/listings query string. Platform and use case accept slugs, labels or category ids. */
export const listingsQuerySchema = z
  .object({
    featured: z.enum(['true', 'false'], { error: 'featured must be true or false' }).optional(),
    limit: z.coerce
      .number({ error: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(100, 'limit must be at most 100')
      .default(limits.marketplacePageSize),
    offset: z.coerce
      .number({ error: 'offset must be a number' })
      .int('offset must be a whole number')
      .min(0, 'offset cannot be negative')
      .default(0),
    // No default: a search without a sort is ordered by relevance, anything else by newest.
    sortBy: z.enum(sortOptions, { error: `sortBy must be one of ${sortOptions.join(', ')}` }).optional(),
    platform: optionalFilter,
    useCase: optionalFilter,
    category: optionalFilter,
    priceMin: moneyFilter('priceMin'),
    priceMax: moneyFilter('priceMax'),
    price: z.enum(Object.keys(pricePresets) as [keyof typeof pricePresets]).optional(),
    search: z.string().trim().max(200, 'Search is too long').optional(),
    sellerId: z.string().trim().max(100).optional(),
    includeInactive: z.enum(['true', 'false']).optional(),
    /** A catalogue model id: listings whose current version targets it. */
    model: z.string().trim().max(64).optional(),
    /** "true" leaves out listings whose current version targets only retired models. */
    currentModels: z.enum(['true', 'false'], { error: 'currentModels must be true or false' }).optional(),
  })
  .refine((q) => q.priceMin === undefined || q.priceMax === undefined || q.priceMin <= q.priceMax, {
    path: ['priceMin'],
    message: 'priceMin cannot be more than priceMax',
  })
  // No listing costs more, and a larger figure would overflow the database's integer (a 500).
  .refine((q) => (q.priceMin ?? 0) <= limits.priceMaxCents, {
    path: ['priceMin'],
    message: 'priceMin cannot be more than 10000',
  })
  .refine((q) => (q.priceMax ?? 0) <= limits.priceMaxCents, {
    path: ['priceMax'],
    message: 'priceMax cannot be more than 10000',
  });
export type ListingsQuery = z.infer<typeof listingsQuerySchema>;

/** Counts stop here, so a count costs the same at any catalogue size; past it the screen says "1,000+". */
export const listingCountCap = 1000;
/** GET /api/listings/count: how many listings the same filters page through, up to the cap. */
export const listingsCountSchema = z.object({
  total: z.number().int(),
  /** True when there are more than `total` (the cap). */
  isAtLeast: z.boolean(),
});
export type ListingsCount = z.infer<typeof listingsCountSchema>;
