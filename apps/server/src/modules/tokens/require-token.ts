import { type TokenScope, tokenLimits, tokenMessages } from '@agentsy/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hitRequestLimit } from '../../plugins/shared-rate-limit.repo';
import type { TokenCaller, TokensService } from './tokens.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Seller API tokens; `requireToken` asks it on every /api/v1 call. */
    tokens: TokensService;
    /** The per-token request counter shared by every app process (`requireToken`). */
    tokenRateLimit: (tokenId: string) => Promise<{ hits: number; ttlMs: number }>;
  }
  interface FastifyRequest {
    /** The token of an /api/v1 call, set by `requireToken`; null for a session caller. */
    token: TokenCaller | null;
  }
}

const WINDOW_MS = 60 * 1000;

/** Counts in the database, so the 600 a minute hold once across every app process. */
export const tokenRateLimitOf = (db: Database) => (tokenId: string) =>
  hitRequestLimit(db, `api-v1 token ${tokenId}`, WINDOW_MS);

const countRequest = async (req: FastifyRequest, reply: FastifyReply, tokenId: string) => {
  const { hits, ttlMs } = await req.server.tokenRateLimit(tokenId);
  const reset = Math.max(1, Math.ceil(ttlMs / 1000));
  reply.header('ratelimit-limit', tokenLimits.requestsPerMinute);
  reply.header('ratelimit-remaining', Math.max(0, tokenLimits.requestsPerMinute - hits));
  reply.header('ratelimit-reset', reset);
  if (hits > tokenLimits.requestsPerMinute) {
    reply.header('retry-after', reset);
    throw new AppError('RATE_LIMITED');
  }
};

/**
 * The onRequest hook of every /api/v1 route: `Authorization: Bearer agsy_…` with `scope`, else
 * 401 (no, unknown, expired or revoked token) or 403 `INSUFFICIENT_SCOPE` naming the scope. It
 * runs before the body is read, so a refused upload stores nothing, and it counts the call
 * against the token's 600 a minute, with the `RateLimit-*` headers on every answer.
 *
 * With `orSession`, a request without an Authorization header may instead come from the
 * signed-in user's browser session, which holds every scope (the web app's own calls).
 *
 * On success `req.user` is the token's owner (so services that take a viewer work unchanged;
 * its `sessionId` is `token:<id>`, which no admin elevation ever matches) and `req.token` the token.
 */
export const requireToken =
  (scope: TokenScope, { orSession = false }: { orSession?: boolean } = {}) =>
  async (req: FastifyRequest, reply: FastifyReply) => {
    if (orSession && !req.headers.authorization) {
      const user = await req.sessionUser();
      if (user) {
        req.user = user;
        req.token = null;
        return;
      }
    }
    const caller = await req.server.tokens.authenticate(req.headers.authorization);
    await countRequest(req, reply, caller.tokenId);
    if (!caller.scopes.includes(scope)) {
      throw new AppError('INSUFFICIENT_SCOPE', { message: tokenMessages.insufficientScope(scope) });
    }
    req.token = caller;
    req.user = { id: caller.userId, email: caller.email, sessionId: `token:${caller.tokenId}` };
  };
