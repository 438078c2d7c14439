import { z } from 'zod';
import { ratingSchema } from './listings';
import { agentRequestMessages } from './messages';
import { publicPersonSchema } from './people';
import { agentRequestUseCases, requestBudgets } from './taxonomy';

export const addFavoriteSchema = z.object({
  listingId: z.uuid({ error: 'listingId must be a listing id' }),
});

/** GET /api/favorites item (docs/product.md#favourites). */
export const favoriteSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  listing: z.object({
    id: z.string(),
    title: z.string(),
    /** The description as plain text (its markdown taken out), on one line. */
    description: z.string(),
    platform: z.string(),
    price: z.string(),
    useCase: z.string(),
    featured: z.boolean(),
    rating: ratingSchema,
    totalSales: z.number().int(),
    seller: publicPersonSchema.pick({ id: true, firstName: true, lastName: true }),
  }),
});
export type Favorite = z.infer<typeof favoriteSchema>;

/** POST /api/favorites and DELETE /api/favorites/{listingId}: where the heart stands now. */
export const favoriteStateSchema = z.object({ listingId: z.string(), favorited: z.boolean() });
export type FavoriteState = z.infer<typeof favoriteStateSchema>;

type Budget = keyof typeof requestBudgets;
const missing = agentRequestMessages.missing.message;

/** POST /api/forms/agent-request */
export const agentRequestSchema = z.object({
  title: z.string({ error: missing }).trim().min(1, missing).max(200, 'Title must be at most 200 characters'),
  description: z.string({ error: missing }).trim().min(1, missing).max(5000, 'Description is too long'),
  useCase: z.enum(agentRequestUseCases, { error: missing }),
  budget: z.enum(Object.keys(requestBudgets) as [Budget, ...Budget[]], { error: missing }),
});
export type AgentRequestInput = z.infer<typeof agentRequestSchema>;

export const agentRequestResponseSchema = agentRequestSchema.extend({
  id: z.string(),
  createdAt: z.string(),
  /** False once its author closed it or 30 days after it was made: it left the requests board. */
  open: z.boolean(),
});
export type AgentRequest = z.infer<typeof agentRequestResponseSchema>;
