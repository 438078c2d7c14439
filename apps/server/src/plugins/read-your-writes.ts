import type { FastifyInstance } from 'fastify';
import { requestReads } from '../db/read-routing';

/** The cookie that sends a browser's reads to the primary for a while after it wrote. */
export const RECENT_WRITE_COOKIE = 'agentsy_recent_write';
/**
 * Replay on a healthy streaming replica lags by milliseconds; five seconds covers a busy one
 * and the page load that follows a form (docs/decisions/033-cluster-and-read-replica.md).
 */
export const RECENT_WRITE_SECONDS = 5;

const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';

/**
 * Registered only with a read replica. Every answer to a write sets a short-lived cookie; a
 * request carrying it reads from the primary, so whoever just wrote sees it on the next load,
 * whichever app process answers. Everyone else's catalogue reads go to the replica.
 */
export const registerReadYourWrites = (app: FastifyInstance, { secure }: { secure: boolean }) => {
  app.addHook('onRequest', (req, _reply, done) => {
    const fromPrimary = isWrite(req.method) || req.cookies[RECENT_WRITE_COOKIE] !== undefined;
    requestReads.run({ fromPrimary }, done);
  });
  app.addHook('onSend', (req, reply, payload, done) => {
    if (isWrite(req.method)) {
      reply.setCookie(RECENT_WRITE_COOKIE, '1', {
        path: '/',
        maxAge: RECENT_WRITE_SECONDS,
        httpOnly: true,
        sameSite: 'lax',
        secure,
      });
    }
    done(null, payload);
  });
};
