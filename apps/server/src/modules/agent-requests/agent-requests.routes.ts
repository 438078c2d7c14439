import { agentRequestResponseSchema, agentRequestSchema } from '@agentsy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/session';
import type { AgentRequestsService } from './agent-requests.service';

export const registerAgentRequestsRoutes = (root: FastifyInstance, requests: AgentRequestsService) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/forms/agent-request',
    {
      schema: { body: agentRequestSchema, response: { 201: agentRequestResponseSchema } },
      onRequest: requireUser,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (req, reply) =>
      reply.status(201).send(await requests.submitRequest({ userId: req.user.id, request: req.body })),
  );

  app.get(
    '/api/agent-requests',
    { schema: { response: { 200: z.array(agentRequestResponseSchema) } }, onRequest: requireUser },
    (req) => requests.listOwnRequests(req.user.id),
  );
};
