import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

type HeaderTarget = { setHeader: (name: string, value: unknown) => void; removeHeader: (name: string) => void };

/**
 * Helmet's headers for a policy, worked out once. Our policy is the same for every response (no
 * per-request nonces), and @fastify/helmet builds Helmet again, CSP parsing included, on every
 * request: a few percent of a cheap request's time.
 */
export const securityHeadersFor = (options: HelmetOptions): Record<string, string> => {
  const headers: Record<string, string> = {};
  const target: HeaderTarget = {
    setHeader: (name, value) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as never, target as never, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
};

/** Every response carries the security headers of `options` (Helmet's defaults plus these). */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: HelmetOptions) => {
  const headers = securityHeadersFor(options);
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
});
