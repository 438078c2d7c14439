import type { Server } from 'node:net';

/**
 * Closes the listening socket without dropping a connection the kernel has already completed.
 *
 * A connection whose handshake is done waits in the kernel's accept queue until the event loop's
 * next poll takes it; closing the listener in between resets it. A proxy that has already written
 * a POST into it answers 502 and cannot safely retry (tests/cluster/rolling-restart.test.ts saw
 * one after a shutdown hook kept the loop busy for 12 ms). So the close waits for the loop's next
 * poll, which accepts everything queued, and runs straight after it: an immediate queued from
 * inside the check phase runs in the next turn's check phase, right behind that turn's poll. What
 * can still be reset is only what completes within that one poll.
 *
 * Resolves once the listener is closed; `connectionsEnded` resolves when the last accepted
 * connection has ended too (server.close's callback).
 */
export const stopAccepting = (server: Server) =>
  new Promise<{ connectionsEnded: Promise<void> }>((resolve) => {
    const close = () => {
      const connectionsEnded = new Promise<void>((ended) => {
        if (!server.listening) return ended();
        server.close(() => ended());
      });
      resolve({ connectionsEnded });
    };
    setImmediate(() => setImmediate(close));
  });
