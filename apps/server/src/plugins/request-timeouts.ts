import type { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { errorCodes, limits } from '@agentsy/contracts';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

const MIB = 1024 * 1024;
/** The largest body a route takes (a listing with its agent file and video); more is not drained. */
const DRAIN_MAX_BYTES = limits.agentFileMaxBytes + limits.videoMaxBytes + MIB;

/**
 * The server options for the whole request and its headers (docs/decisions/046). Node checks them
 * on a timer, every 30 s by default: checked every second (or more often when they are short), a
 * request is cut close to its limit. A cut request gets a 408 from Fastify and its connection closes.
 */
export const requestTimeoutOptions = ({ requestMs, headersMs }: Config['timeouts']) =>
  ({
    requestTimeout: requestMs,
    http: {
      headersTimeout: headersMs,
      connectionsCheckingInterval: Math.max(100, Math.min(1000, Math.floor(headersMs / 4))),
    },
  }) satisfies Pick<FastifyServerOptions, 'requestTimeout'> & { http: object };

/** Reads the rest of a body nobody will use, so the connection's next request can be parsed. */
const drain = (raw: IncomingMessage, socket: Socket, bodyIdleMs: number) => {
  // Node has just armed its keep-alive timeout; while the body still arrives, the idle limit holds.
  socket.setTimeout(bodyIdleMs);
  let seen = 0;
  raw.unpipe();
  raw.removeAllListeners('data');
  raw.on('data', (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > DRAIN_MAX_BYTES) socket.destroy();
  });
  raw.resume();
};

/**
 * Two things Node does not do for a body:
 * - a body that stops arriving (a stalled or deliberately slow client) holds the request, its
 *   upload's temp file and the connection only `bodyIdleMs`: then it is answered 408 and closed;
 * - a body refused before it was read to the end (an early 415, 413 or 507 on an upload) is read
 *   and thrown away after the answer. Left unread, the connection's next request was never
 *   parsed, and a client still sending could not see the refusal.
 * `app.inject` has no socket; it needs neither.
 */
export const registerRequestTimeouts = (
  app: FastifyInstance,
  { bodyIdleMs }: Pick<Config['timeouts'], 'bodyIdleMs'>,
) => {
  app.addHook('onRequest', (req, reply, done) => {
    const { raw } = req;
    const socket = raw.socket;
    if (!(socket instanceof Socket) || raw.complete) return done();
    const onIdle = () => {
      req.log.info({ bodyIdleMs }, 'request body stalled; closing the connection');
      // Whoever reads the body must see it fail (an upload then stops and removes its temp file):
      // once a request is answered, Node no longer tells it that its connection closed.
      const cut = () => raw.destroy();
      if (reply.sent) return cut();
      reply.raw.once('finish', cut);
      void reply
        .code(408)
        .header('connection', 'close')
        .send({ message: errorCodes.REQUEST_TIMEOUT.message, code: 'REQUEST_TIMEOUT', requestId: req.id });
    };
    raw.setTimeout(bodyIdleMs, onIdle);
    raw.once('end', () => {
      raw.off('timeout', onIdle);
      // Back to what Node keeps between requests: none while the answer is being made, the
      // keep-alive timeout once it is sent (Node set it then, and this would undo it).
      socket.setTimeout(reply.sent ? app.server.keepAliveTimeout : app.server.timeout);
    });
    done();
  });

  app.addHook('onResponse', (req, _reply, done) => {
    const { raw } = req;
    if (raw.socket instanceof Socket && !raw.complete && !raw.destroyed) drain(raw, raw.socket, bodyIdleMs);
    done();
  });
};
