import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Cluster } from '../../../scripts/cluster/cluster';

export const actions = (cluster: Cluster) =>
  ({
    '/primary/stop': cluster.primaryControl.stop,
    '/primary/start': cluster.primaryControl.start,
  }) satisfies Record<string, () => Promise<void>>;

/**
 * The cluster lives in the global setup's process; the test files run in workers. This loopback
 * endpoint lets a test stop and start the PostgreSQL primary the cluster owns, so the process
 * stays tracked and the stage's teardown still stops it.
 */
export const startControlServer = async (cluster: Cluster) => {
  const server = createServer((req, res) => {
    const known: Record<string, () => Promise<void>> = actions(cluster);
    const action = req.method === 'POST' ? known[req.url ?? ''] : undefined;
    if (!action) return res.writeHead(404).end();
    action().then(
      () => res.writeHead(204).end(),
      (error: Error) => res.writeHead(500).end(error.message),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
};
