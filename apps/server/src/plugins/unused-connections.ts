import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** Younger than this, an empty connection may be one whose first request is still on its way. */
const GRACE_MS = 500;

/**
 * Closes, once the app is closing, connections that have not carried a single byte: spare
 * connections a browser or an HTTP client opens ahead of a request that may never come. Node
 * counts such a connection as busy from the moment it opens (its header timeout starts there),
 * so `server.close()` skips it and then waits for it; with the timeout checks stopped by the
 * close, that wait lasted until the shutdown grace ran out. A connection is left alone for its
 * first half second, as a proxy writes its request into a new connection right after opening it.
 */
export const closeUnusedConnectionsOnClose = (app: FastifyInstance) => {
  const opened = new Map<Socket, number>();
  // main.ts closes the listener itself before app.close(), so "listening" cannot tell a served
  // app from one that never listened (the tests' inject).
  let listened = false;
  app.server.once('listening', () => {
    listened = true;
  });
  app.server.on('connection', (socket: Socket) => {
    opened.set(socket, Date.now());
    socket.once('close', () => opened.delete(socket));
  });

  const sweep = () => {
    const now = Date.now();
    for (const [socket, at] of opened) {
      if (socket.bytesRead === 0 && now - at >= GRACE_MS) socket.destroy();
    }
  };

  app.addHook('preClose', (done) => {
    if (!listened) return done();
    sweep();
    const timer = setInterval(() => {
      sweep();
      if (opened.size === 0 && !app.server.listening) clearInterval(timer);
    }, GRACE_MS / 2);
    timer.unref();
    done();
  });
};
