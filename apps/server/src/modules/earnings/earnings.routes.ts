import {
  sellerAnalyticsSchema,
  sellerDailyQuerySchema,
  sellerDailySalesSchema,
  userStatsSchema,
  walletSchema,
} from '@agentsy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/session';
import type { EarningsService } from './earnings.service';

export const registerEarningsRoutes = (root: FastifyInstance, earnings: EarningsService) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/wallet/:userId',
    { schema: { params: z.object({ userId: z.string() }), response: { 200: walletSchema } }, onRequest: requireUser },
    (req) => earnings.getWallet({ viewer: req.user, targetId: req.params.userId }),
  );

  app.get(
    '/api/analytics/seller/:id',
    {
      schema: { params: z.object({ id: z.string() }), response: { 200: sellerAnalyticsSchema } },
      onRequest: requireUser,
    },
    (req) => earnings.getSellerAnalytics({ viewer: req.user, sellerId: req.params.id }),
  );

  app.get(
    '/api/analytics/seller/:id/daily',
    {
      schema: {
        params: z.object({ id: z.string() }),
        querystring: sellerDailyQuerySchema,
        response: { 200: sellerDailySalesSchema },
      },
      onRequest: requireUser,
    },
    (req) => earnings.getSellerDaily({ viewer: req.user, sellerId: req.params.id, days: req.query.days }),
  );

  app.get('/api/users/stats', { schema: { response: { 200: userStatsSchema } }, onRequest: requireUser }, (req) =>
    earnings.getUserStats(req.user.id),
  );
};
