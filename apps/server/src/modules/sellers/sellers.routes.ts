import {
  platformStatsSchema,
  publicProfileResponseSchema,
  sellerDirectoryItemSchema,
  sellerPublicAnalyticsSchema,
  sellersQuerySchema,
  topSellerSchema,
} from '@agentsy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SellersService } from './sellers.service';

const idParams = z.object({ id: z.string().min(1).max(100) });

export const registerSellersRoutes = (root: FastifyInstance, sellers: SellersService) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/sellers',
    { schema: { querystring: sellersQuerySchema, response: { 200: z.array(sellerDirectoryItemSchema) } } },
    (req) => sellers.listSellers(req.query),
  );

  app.get(
    '/api/users/:id',
    { schema: { params: idParams, response: { 200: publicProfileResponseSchema } } },
    async (req) => sellers.getPublicProfile(req.params.id, (await req.sessionUser()) ?? undefined),
  );

  app.get(
    '/api/analytics/seller/:id/public',
    { schema: { params: idParams, response: { 200: sellerPublicAnalyticsSchema } } },
    async (req) => sellers.getPublicAnalytics(req.params.id, (await req.sessionUser()) ?? undefined),
  );

  app.get(
    '/api/analytics/top-sellers',
    {
      schema: {
        querystring: z.object({
          limit: z.coerce
            .number()
            .int()
            .min(1, 'limit must be at least 1')
            .max(50, 'limit must be at most 50')
            .default(3),
        }),
        response: { 200: z.array(topSellerSchema) },
      },
    },
    (req) => sellers.listTopSellers(req.query.limit),
  );

  app.get('/api/stats/platform', { schema: { response: { 200: platformStatsSchema } } }, () =>
    sellers.getPlatformStats(),
  );
};
