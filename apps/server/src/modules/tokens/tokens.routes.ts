import {
  apiTokensResponseSchema,
  createdTokenSchema,
  createTokenRequestSchema,
  tokenRevokedSchema,
} from '@agentsy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/session';
import type { TokensService } from './tokens.service';

/**
 * Settings › Developers: a seller's API tokens, managed with the browser session only (a token
 * cannot make more tokens).
 */
export const registerTokensRoutes = (root: FastifyInstance, tokens: TokensService) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/tokens',
    {
      schema: { body: createTokenRequestSchema, response: { 201: createdTokenSchema } },
      onRequest: requireUser,
      config: { rateLimit: { max: 30, timeWindow: '1 hour', keyGenerator: (req) => `tokens:${req.user.id}` } },
    },
    async (req, reply) => reply.status(201).send(await tokens.create(req.user.id, req.body)),
  );

  app.get('/api/tokens', { schema: { response: { 200: apiTokensResponseSchema } }, onRequest: requireUser }, (req) =>
    tokens.list(req.user.id),
  );

  app.delete(
    '/api/tokens/:id',
    { schema: { params: z.object({ id: z.string() }), response: { 200: tokenRevokedSchema } }, onRequest: requireUser },
    (req) => tokens.revoke(req.user.id, req.params.id),
  );
};
