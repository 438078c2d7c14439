import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Browsers send Origin on every cross-site state-changing request; refuse the ones that are not
 * ours. Clients that send no Origin (scripts, server-to-server) are not browsers riding a cookie.
 */
export const originCheckPlugin = fp(async (app: FastifyInstance, { allowed }: { allowed: string[] }) => {
  const origins = new Set(allowed);
  app.addHook('onRequest', async (req) => {
    if (!UNSAFE.has(req.method) || !req.url.startsWith('/api/')) return;
    if (req.url.startsWith('/api/webhooks/')) return;
    const origin = req.headers.origin;
    if (!origin) return;
    const sameHost = req.headers.host && new URL(origin).host === req.headers.host;
    if (!origins.has(origin) && !sameHost) throw new AppError('ORIGIN_NOT_ALLOWED');
  });
});
