import { createServer } from 'node:net';

/**
 * A port nothing listens on right now, found by letting the system pick one. Shared by the
 * cluster, the scan and the browser journeys, which each start servers that must not collide
 * with a developer's running app or with another run on the same machine.
 */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
