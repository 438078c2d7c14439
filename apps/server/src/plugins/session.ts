import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import type { Auth } from '../modules/auth/auth';
import { isPastAbsoluteEnd } from '../modules/auth/session-lifetime';

export type SessionUser = { id: string; email: string; sessionId: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** Resolved once per request; null for visitors. */
    sessionUser: () => Promise<SessionUser | null>;
    /** The signed-in user, set by `requireUser`. */
    user: SessionUser;
  }
}

const sessionOf = Symbol('session');

export const sessionPlugin = fp(async (app: FastifyInstance, { auth }: { auth: Auth }) => {
  app.decorateRequest('user', null as unknown as SessionUser);
  // A method rather than an onRequest hook: requests that never ask (most reads) pay nothing.
  app.decorateRequest(sessionOf, null);
  app.decorateRequest('sessionUser', function (this: FastifyRequest) {
    const req = this as FastifyRequest & { [sessionOf]: Promise<SessionUser | null> | null };
    req[sessionOf] ??= auth.api
      .getSession({ headers: fromNodeHeaders(req.headers) })
      // A refused refresh (a session past its absolute lifetime) is a signed-out visitor, not an error.
      .catch((error: unknown) => {
        if ((error as { statusCode?: number }).statusCode === 401) return null;
        throw error;
      })
      .then((s) => {
        // Sessions written before the lifetime cap may end later than it allows; they stop here.
        if (!s || isPastAbsoluteEnd(s.session.createdAt)) return null;
        return { id: s.user.id, email: s.user.email, sessionId: s.session.id };
      });
    return req[sessionOf];
  });
});

/** onRequest hook of every route that needs a signed-in user: refused before the body is read. */
export const requireUser = async (req: FastifyRequest) => {
  const user = await req.sessionUser();
  if (!user) throw new AppError('UNAUTHORIZED');
  req.user = user;
};
