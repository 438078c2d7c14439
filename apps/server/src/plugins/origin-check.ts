import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Browsers send Origin on every cross-site state-changing request; refuse the ones that are not
 * ours. Clients that send no Origin (scripts, server-to-server) are not browsers riding a cookie.
 */
export const originCheckPlugin = fp(async (app: FastifyInstance, { allowed }: { allowed: string[] }) => {
  const origins = new Set(allowed);
  const refused = (req: FastifyRequest) => {
    if (!UNSAFE.has(req.method) || !req.url.startsWith('/api/')) return false;
    if (req.url.startsWith('/api/webhooks/')) return false;
    const origin = req.headers.origin;
    if (!origin) return false;
    if (origins.has(origin)) return false;
    // "null" (sandboxed frames, file:, some redirects) and garbage name no site of ours.
    if (!URL.canParse(origin)) return true;
    return !req.headers.host || new URL(origin).host !== req.headers.host;
  };
  // A callback hook: no promise per request for the reads that make up most traffic.
  app.addHook('onRequest', (req, _reply, done) => {
    done(refused(req) ? new AppError('ORIGIN_NOT_ALLOWED') : undefined);
  });
});
