import { z } from 'zod';
import { publicPersonSchema } from './people';

/**
 * The leaderboards (docs/product.md#leaderboards-and-invites). `user` carries public fields only:
 * never an e-mail or a setting.
 */
export const leaderboardUserSchema = publicPersonSchema;
export type LeaderboardUser = z.infer<typeof leaderboardUserSchema>;

/** GET /api/leaderboard/weekly-sellers: downloads this week (completed orders, free claims included). */
export const weeklySellerEntrySchema = z.object({
  userId: z.string(),
  user: leaderboardUserSchema,
  downloads: z.number().int(),
});
export type WeeklySellerEntry = z.infer<typeof weeklySellerEntrySchema>;

/** GET /api/leaderboard/top-rated-agents: active listings with enough reviews, best average first. */
export const topRatedAgentEntrySchema = z.object({
  listing: z.object({ id: z.string(), title: z.string(), price: z.string() }),
  user: leaderboardUserSchema,
  avgRating: z.number(),
  totalReviews: z.number().int(),
});
export type TopRatedAgentEntry = z.infer<typeof topRatedAgentEntrySchema>;

/** GET /api/leaderboard/weekly-inviters: successful referrals this week. */
export const weeklyInviterEntrySchema = z.object({
  userId: z.string(),
  user: leaderboardUserSchema,
  inviteCount: z.number().int(),
});
export type WeeklyInviterEntry = z.infer<typeof weeklyInviterEntrySchema>;

export const weeklySellersSchema = z.array(weeklySellerEntrySchema);
export const topRatedAgentsSchema = z.array(topRatedAgentEntrySchema);
export const weeklyInvitersSchema = z.array(weeklyInviterEntrySchema);
