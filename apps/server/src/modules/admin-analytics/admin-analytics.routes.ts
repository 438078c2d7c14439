import { adminAnalyticsSchema, salesOverviewSchema } from '@agentsy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AdminGuard } from '../../plugins/admin-guard';
import type { AdminAnalyticsService } from './admin-analytics.service';

export const registerAdminAnalyticsRoutes = (
  root: FastifyInstance,
  { analytics, guard }: { analytics: AdminAnalyticsService; guard: AdminGuard },
) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/analytics/admin',
    { schema: { response: { 200: adminAnalyticsSchema } }, onRequest: guard.requireAdmin },
    () => analytics.getCards(),
  );

  app.get(
    '/api/admin/sales-overview',
    { schema: { response: { 200: salesOverviewSchema } }, onRequest: guard.requireAdmin },
    () => analytics.getSalesOverview(),
  );
};
