import { z } from 'zod';
import { followStateSchema, ratingAcrossSchema } from './community';
import { publicPersonNameSchema, publicPersonSchema, verifiedDomainField } from './people';
import { profileVisibilities } from './settings';
import { sellerSortOptions, sellerSpecializations } from './taxonomy';

/** GET /api/sellers query (docs/product.md#sellers-and-profiles, the creators directory). */
export const sellersQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  rating: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (!v || v === 'any' || v === 'all') return undefined;
      const n = Number(v);
      if (!Number.isFinite(n) || n < 0 || n > 5) {
        ctx.addIssue({ code: 'custom', message: 'rating must be a number from 0 to 5' });
        return z.NEVER;
      }
      return n;
    }),
  category: z
    .enum([...(Object.keys(sellerSpecializations) as [keyof typeof sellerSpecializations]), 'all'], {
      error: `category must be one of ${Object.keys(sellerSpecializations).join(', ')}`,
    })
    .optional()
    .transform((v) => (v === 'all' ? undefined : v)),
  sortBy: z
    .enum(sellerSortOptions, { error: `sortBy must be one of ${sellerSortOptions.join(', ')}` })
    .default('most_active'),
  /** Sellers with a verified domain only (the directory's "Verified creators only"). */
  verifiedOnly: z.enum(['true', 'false']).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(100, 'limit must be at most 100')
    .default(60),
  offset: z.coerce
    .number({ error: 'offset must be a number' })
    .int('offset must be a whole number')
    .min(0, 'offset cannot be negative')
    .default(0),
});
export type SellersQuery = z.infer<typeof sellersQuerySchema>;

export const sellerStatsSchema = z.object({
  averageRating: z.number(),
  totalReviews: z.number().int(),
  activeListings: z.number().int(),
  totalSales: z.number().int(),
});

export const sellerDirectoryItemSchema = publicPersonNameSchema.extend({
  ...verifiedDomainField,
  createdAt: z.string(),
  emailVerified: z.boolean(),
  stats: sellerStatsSchema,
});
export type SellerDirectoryItem = z.infer<typeof sellerDirectoryItemSchema>;

/** GET /api/users/:id — a public profile: never the e-mail. */
export const publicProfileSchema = publicPersonSchema.extend({
  ...verifiedDomainField,
  bio: z.string().nullable(),
  website: z.string().nullable(),
  location: z.string().nullable(),
  createdAt: z.string(),
  emailVerified: z.boolean(),
  sellerEnabled: z.boolean(),
  stats: sellerStatsSchema,
  profileVisibility: z.enum(profileVisibilities),
  /** Following: how many follow the seller and whether the viewer does (false for visitors). */
  ...followStateSchema.shape,
  /** "4.7 from 23 reviews across 6 agents", once there are enough reviews on enough agents. */
  ratingAcross: ratingAcrossSchema,
  /** The agents the user bought, only when they chose to show their purchase history. */
  purchasedAgents: z.array(z.object({ id: z.string(), title: z.string(), platform: z.string() })).optional(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** What others see of a profile its owner keeps private (or for members only, to a visitor). */
export const hiddenProfileSchema = z.object({
  id: z.string(),
  displayName: z.string().nullable(),
  profileVisibility: z.enum(profileVisibilities),
});
export type HiddenProfile = z.infer<typeof hiddenProfileSchema>;

/** GET /api/users/:id answers with the whole profile or, when hidden from the viewer, the short one. */
export const publicProfileResponseSchema = z.union([publicProfileSchema, hiddenProfileSchema]);
export type PublicProfileResponse = z.infer<typeof publicProfileResponseSchema>;

/** A whole profile has figures; the short one for a hidden profile does not. */
export const isFullProfile = (p: PublicProfileResponse): p is PublicProfile => 'stats' in p;

export const sellerPublicAnalyticsSchema = z.object({
  averageRating: z.number(),
  activeListings: z.number().int(),
  totalSales: z.number().int(),
});

export const topSellerSchema = z.object({
  user: publicPersonNameSchema,
  totalEarnings: z.string(),
  totalSales: z.number().int(),
});
export type TopSeller = z.infer<typeof topSellerSchema>;

export const platformStatsSchema = z.object({
  agents: z.number().int(),
  sellers: z.number().int(),
  buyers: z.number().int(),
  salesCents: z.number().int(),
});
export type PlatformStats = z.infer<typeof platformStatsSchema>;
