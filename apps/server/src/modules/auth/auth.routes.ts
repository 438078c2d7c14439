import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Auth } from './auth';
import { mailingAuthPaths } from './auth-mails';

const AUTH_BASE = '/api/auth';

/** Hands /api/auth/* to Better Auth as a Web Request and copies its Response back. */
const forward = (auth: Auth) => async (req: FastifyRequest, reply: FastifyReply) => {
  const url = new URL(req.url, `http://${req.headers.host ?? 'localhost'}`);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && req.body !== undefined;
  const headers = fromNodeHeaders(req.headers);
  // Better Auth rate-limits by client address; give it the one Fastify resolved, not the caller's claim.
  headers.set('x-forwarded-for', req.ip);
  const request = new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? JSON.stringify(req.body) : undefined,
  });
  // A call that queues a mail writes it in one transaction with its event. Only those: the
  // others (sign-in above all) should not hold a transaction while a password hash is checked.
  const isMailing = req.method === 'POST' && mailingAuthPaths.has(url.pathname.slice(AUTH_BASE.length));
  const response = await (isMailing ? auth.runWithMails(() => auth.handler(request)) : auth.handler(request));
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    if (key.toLowerCase() !== 'set-cookie') reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  const text = await response.text();
  if (response.status >= 400) {
    // Same error shape as every other API answer.
    const parsed = safeJson(text);
    return reply.type('application/json').send({
      message: parsed?.message ?? response.statusText,
      code: parsed?.code ?? 'AUTH_ERROR',
      requestId: req.id,
    });
  }
  return reply.send(text);
};

const safeJson = (text: string): { message?: string; code?: string } | undefined => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

export const registerAuthRoutes = (app: FastifyInstance, auth: Auth) => {
  app.route({ method: ['GET', 'POST'], url: `${AUTH_BASE}/*`, handler: forward(auth) });
};
