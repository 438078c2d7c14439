import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { tokenRateLimitOf } from './require-token';
import { registerTokensRoutes } from './tokens.routes';
import { createTokensService } from './tokens.service';

/** API tokens and the handles `requireToken` uses; register before any /api/v1 route. */
export const registerTokensModule = (app: FastifyInstance, { db }: { db: Database }) => {
  const tokens = createTokensService({ db });
  app.decorate('tokens', tokens);
  app.decorate('tokenRateLimit', tokenRateLimitOf(db));
  app.decorateRequest('token', null);
  registerTokensRoutes(app, tokens);
  return tokens;
};
