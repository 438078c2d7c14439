import {
  leaderboardCacheSeconds,
  topRatedAgentsSchema,
  weeklyInvitersSchema,
  weeklySellersSchema,
} from '@agentsy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Board, LeaderboardService } from './leaderboard.service';

/** Browsers and shared caches may reuse an answer as long as the server does. */
const cacheControl = (board: Board) => `public, max-age=${leaderboardCacheSeconds[board]}`;

export const registerLeaderboardRoutes = (root: FastifyInstance, leaderboard: LeaderboardService) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/leaderboard/weekly-sellers',
    { schema: { response: { 200: weeklySellersSchema } } },
    async (_req, reply) => {
      reply.header('cache-control', cacheControl('weeklySellers'));
      return leaderboard.weeklySellers();
    },
  );

  app.get(
    '/api/leaderboard/top-rated-agents',
    { schema: { response: { 200: topRatedAgentsSchema } } },
    async (_req, reply) => {
      reply.header('cache-control', cacheControl('topRatedAgents'));
      return leaderboard.topRatedAgents();
    },
  );

  app.get(
    '/api/leaderboard/weekly-inviters',
    { schema: { response: { 200: weeklyInvitersSchema } } },
    async (_req, reply) => {
      reply.header('cache-control', cacheControl('weeklyInviters'));
      return leaderboard.weeklyInviters();
    },
  );
};
