import {
  agentRequestResponseSchema,
  boardRequestSchema,
  requestOfferResponseSchema,
  requestOfferSchema,
} from '@agentsy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/session';
import type { RequestsBoardService } from './requests-board.service';

const params = z.object({ id: z.string().max(100) });

export const registerRequestsBoardRoutes = (root: FastifyInstance, board: RequestsBoardService) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/requests',
    { schema: { response: { 200: z.array(boardRequestSchema) } }, onRequest: requireUser },
    (req) => board.listBoard(req.user.id),
  );

  app.post(
    '/api/agent-requests/:id/close',
    { schema: { params, response: { 200: agentRequestResponseSchema } }, onRequest: requireUser },
    (req) => board.close({ userId: req.user.id, requestId: req.params.id }),
  );

  app.post(
    '/api/requests/:id/offer',
    {
      schema: { params, body: requestOfferSchema, response: { 200: requestOfferResponseSchema } },
      onRequest: requireUser,
    },
    (req) => board.offer({ sellerId: req.user.id, requestId: req.params.id, content: req.body.content }),
  );
};
