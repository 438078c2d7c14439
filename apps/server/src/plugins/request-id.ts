import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { requestContext } from '../lib/request-context';

/**
 * An id from the proxy in front (nginx's $request_id is 32 hex characters) is kept, so one id
 * names the request in the proxy's log, ours and the database's; anything else is replaced, so a
 * client cannot put spaces, quotes or a megabyte into our logs.
 */
const WELL_FORMED = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,63}$/;

export const requestIdOf = (req: IncomingMessage) => {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && WELL_FORMED.test(given) ? given : randomUUID();
};

/**
 * Echoes the id as X-Request-Id on every response (event streams too: set on the raw response,
 * which Fastify's own headers and a hijacked stream's writeHead both keep), and runs the rest of
 * the request inside `requestContext`, where the database pool reads it (db/request-tagging.ts).
 */
export const registerRequestId = (app: FastifyInstance) => {
  app.addHook('onRequest', (req, reply, done) => {
    reply.raw.setHeader('x-request-id', req.id);
    requestContext.run({ requestId: req.id }, done);
  });
};
