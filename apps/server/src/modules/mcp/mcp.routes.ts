import { mcpConfigQuerySchema, mcpConfigSchema, mcpServerJsonSchema, mcpServerStateSchema } from '@agentsy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { requireUser } from '../../plugins/session';
import { createMcpService } from './mcp.service';

const params = z.object({ id: z.string() });

export const registerMcpRoutes = (root: FastifyInstance, { db }: { db: Database }) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const mcp = createMcpService({ db });

  app.put(
    '/api/listings/:id/mcp-server',
    {
      schema: { params, body: mcpServerJsonSchema, response: { 200: mcpServerStateSchema } },
      onRequest: requireUser,
    },
    (req) => mcp.putServerJson({ userId: req.user.id, listingId: req.params.id, serverJson: req.body }),
  );
  app.get(
    '/api/listings/:id/mcp-server',
    { schema: { params, response: { 200: mcpServerStateSchema } }, onRequest: requireUser },
    (req) => mcp.getServerJson({ userId: req.user.id, listingId: req.params.id }),
  );
  app.get(
    '/api/listings/:id/mcp-config',
    {
      schema: { params, querystring: mcpConfigQuerySchema, response: { 200: mcpConfigSchema } },
      onRequest: requireUser,
    },
    (req) => mcp.configFor({ userId: req.user.id, listingId: req.params.id, client: req.query.client }),
  );
};
