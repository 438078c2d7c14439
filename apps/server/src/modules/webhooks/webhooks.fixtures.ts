import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** `remotePort` tells the sender's connections apart: the same port is a kept-open connection. */
export type Received = { headers: IncomingHttpHeaders; body: string; path: string; remotePort?: number };

/**
 * A real webhook receiver on loopback: records each request and answers with `status` (and
 * `location`, to test that redirects are not followed). Tests change the answer between calls.
 */
export const startReceiver = async () => {
  const received: Received[] = [];
  const answer = { status: 200, body: 'ok', location: undefined as string | undefined };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ headers: req.headers, body, path: req.url ?? '', remotePort: req.socket.remotePort });
      res.writeHead(answer.status, answer.location ? { location: answer.location } : {});
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path = '/hooks') => `http://127.0.0.1:${port}${path}`,
    port,
    received,
    answer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** Headers as the reference library wants them: plain strings. */
export const plainHeaders = (h: IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(h).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : String(v)]));
