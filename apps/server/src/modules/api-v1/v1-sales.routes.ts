import { v1RefundsQuerySchema, v1RefundsSchema, v1SalesQuerySchema, v1SalesSchema } from '@agentsy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewerOf } from '../../plugins/admin-guard';
import { requireToken } from '../tokens/require-token';
import type { ApiV1Service } from './api-v1.service';
import { v1Schema } from './v1-schema';

/** The seller's sales and the refunds asked of them, by token. */
export const registerV1SalesRoutes = (root: FastifyInstance, api: ApiV1Service) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v1/sales',
    {
      schema: v1Schema('orders:read', {
        tag: 'Sales',
        summary: 'List your sales, newest first, a page at a time',
        description: "Pass the answer's `nextCursor` as `cursor` for the next page; it is null on the last one.",
        querystring: v1SalesQuerySchema,
        response: { 200: v1SalesSchema },
      }),
      onRequest: requireToken('orders:read'),
    },
    (req) => api.listSales(viewerOf(req), req.query),
  );

  app.get(
    '/api/v1/refunds',
    {
      schema: v1Schema('refunds:read', {
        tag: 'Refunds',
        summary: 'List the refunds asked of your sales, newest first',
        querystring: v1RefundsQuerySchema,
        response: { 200: v1RefundsSchema },
      }),
      onRequest: requireToken('refunds:read'),
    },
    (req) => api.listRefunds(viewerOf(req), req.query.status),
  );
};
