import { z } from 'zod';
import { limits } from './constants';
import { moneyCents, moneyMessage, parseMoney } from './money';
import { currentVersionSchema } from './releases';
import {
  listingTags,
  type Platform,
  pricePresets,
  sortOptions,
  toPlatformSlug,
  toUseCaseSlug,
  type UseCase,
} from './taxonomy';

export const videoExtensions = ['.mp4', '.mov', '.webm'] as const;

// ---- Responses -------------------------------------------------------------------------------

export const ratingSchema = z.object({ average: z.number(), count: z.number().int() });
export type Rating = z.infer<typeof ratingSchema>;

export const listingSellerSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});

/** A listing as every list and detail call returns it (docs/product.md#listing-page). */
export const listingSchema = z.object({
  id: z.string(),
  userId: z.string(),
  title: z.string(),
  description: z.string(),
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
});
export type Listing = z.infer<typeof listingSchema>;

export const reviewSchema = z.object({
  id: z.string(),
  rating: z.number().int().min(1).max(5),
  comment: z.string().nullable(),
  createdAt: z.string(),
  listingId: z.string(),
  buyer: z.object({
    id: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    displayName: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
  }),
});
export type Review = z.infer<typeof reviewSchema>;

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

// ---- Create and update -----------------------------------------------------------------------

const titleSchema = z
  .string({ error: 'Title is required' })
  .trim()
  .min(1, 'Title is required')
  .max(120, 'Title must be at most 120 characters');

/** The server accepts 0 (FREE) up to $10,000.00; the create screen asks for at least $0.01. */
export const serverPriceSchema = moneyCents(
  'Price',
  { maxCents: limits.priceMaxCents },
  {
    required: 'Price is required',
    format: 'Price must be an amount like 19.99',
    negative: 'Price cannot be negative',
    above: 'Price cannot be more than $10,000.00',
  },
);

const platformSchema = z
  .string({ error: 'Platform is required' })
  .trim()
  .min(1, 'Platform is required')
  .transform((v, ctx) => {
    const slug = toPlatformSlug(v);
    if (!slug) ctx.addIssue({ code: 'custom', message: 'Choose a platform from the list' });
    return slug as Platform;
  });

const useCaseSchema = z
  .string()
  .trim()
  .optional()
  .transform((v, ctx): UseCase => {
    if (!v) return 'general';
    const slug = toUseCaseSlug(v);
    if (!slug) ctx.addIssue({ code: 'custom', message: 'Choose a use case from the list' });
    return slug as UseCase;
  });

/**
 * Tags arrive as a JSON list (create screen) or comma-separated text (dialog). Only tags from the
 * fixed list are kept, in their canonical spelling; anything past the fifth is dropped silently.
 */
export const parseListingTags = (input: unknown): string[] => {
  let raw: unknown[] = [];
  if (Array.isArray(input)) raw = input;
  else if (typeof input === 'string') {
    const text = input.trim();
    if (text.startsWith('[')) {
      try {
        const parsed = JSON.parse(text);
        raw = Array.isArray(parsed) ? parsed : [];
      } catch {
        raw = [];
      }
    } else raw = text.split(',');
  }
  const byLower = new Map(listingTags.map((t) => [t.toLowerCase(), t as string]));
  const out: string[] = [];
  for (const item of raw) {
    const tag = typeof item === 'string' ? byLower.get(item.trim().toLowerCase()) : undefined;
    if (tag && !out.includes(tag)) out.push(tag);
  }
  return out.slice(0, limits.maxTags);
};

const tagsSchema = z.unknown().optional().transform(parseListingTags);

const videoSizeSchema = z.coerce.number().int().min(0).max(limits.videoMaxBytes).optional();

/** The text fields of POST /api/listings (both screens); files are checked by the upload pipeline. */
export const createListingFieldsSchema = z.object({
  title: titleSchema,
  description: z
    .string({ error: 'Description is required' })
    .trim()
    .min(1, 'Description is required')
    .max(5000, 'Description must be at most 5000 characters'),
  price: serverPriceSchema,
  platform: platformSchema,
  useCase: useCaseSchema,
  tags: tagsSchema,
  videoUrl: z
    .string()
    .trim()
    .max(500)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  videoFileName: z.string().max(255).optional(),
  videoFileSize: videoSizeSchema,
});
export type CreateListingFields = z.infer<typeof createListingFieldsSchema>;

/** The create-listing screen's own form rules (docs/product.md#listing-uploads). */
export const createListingFormSchema = z.object({
  title: titleSchema,
  description: z.string().trim().min(limits.descriptionMin, 'Description must be at least 10 characters').max(5000),
  price: z.coerce
    .number({ error: 'Price must be at least $0.01' })
    .min(0.01, 'Price must be at least $0.01')
    .max(10_000, 'Price cannot be more than $10,000.00'),
  platform: z.string().min(1, 'Platform is required'),
  useCase: z.string().min(1, 'Use case is required'),
  tags: z.array(z.enum(listingTags)).transform((t) => t.slice(0, limits.maxTags)),
});

/**
 * The seller dashboard's edit form: the owner's PATCH fields with the server's own rules, price
 * typed as text and read into cents, tags from the fixed list.
 */
export const editListingFormSchema = z.object({
  title: titleSchema,
  description: createListingFieldsSchema.shape.description,
  price: serverPriceSchema,
  tags: z.array(z.enum(listingTags)).max(limits.maxTags, `Choose at most ${limits.maxTags} tags`),
  active: z.boolean(),
});

/** PATCH /api/listings/:id — owner fields, plus `featured` for admins only. */
export const updateListingSchema = z
  .object({
    title: titleSchema.optional(),
    description: createListingFieldsSchema.shape.description.optional(),
    price: serverPriceSchema.optional(),
    tags: z
      .union([z.array(z.string()), z.string()], { error: 'tags must be a list of tags' })
      .optional()
      .transform((v) => (v === undefined ? undefined : parseListingTags(v))),
    videoUrl: z.string().trim().max(500).nullable().optional(),
    active: z.boolean({ error: 'active must be true or false' }).optional(),
    featured: z.boolean({ error: 'featured must be true or false' }).optional(),
  })
  .refine((p) => Object.values(p).some((v) => v !== undefined), { message: 'Nothing to update' });
export type UpdateListing = z.infer<typeof updateListingSchema>;
/** The PATCH body as a client sends it: only the fields that change. */
export type UpdateListingRequest = z.input<typeof updateListingSchema>;
