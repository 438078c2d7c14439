import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Webhook } from 'standardwebhooks';

/** One registered endpoint as the receivers see it: its path, the seller's events and its secret. */
export type BenchEndpoint = { path: string; seller: number; verifier: Webhook };

/** What one endpoint received: each webhook-id with how often it came, and each event's first arrival. */
export type EndpointLog = {
  /** webhook-id -> times received (more than 1 is a duplicate, which receivers deduplicate). */
  ids: Map<string, number>;
  /** event key (the message content) -> the webhook-ids it came under. */
  events: Map<string, Set<string>>;
};

export type Arrival = { run: string; key: string; latencyMs: number };

const plain = (h: IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(h).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : String(v)]));

/**
 * `count` loopback HTTP servers answering 200 for every endpoint path registered with them. Each
 * request's signature is checked with the reference `standardwebhooks` library, then its latency
 * taken as arrival time minus the event's `timestamp` (set in the causing transaction, before it
 * commits, so the figure is an upper bound of commit-to-receiver).
 */
export const startReceivers = async (count: number) => {
  const endpoints = new Map<string, BenchEndpoint>();
  const logs = new Map<string, EndpointLog>();
  const arrivals: Arrival[] = [];
  const problems = { badSignature: 0, unknownPath: 0 };
  const servers: Server[] = [];

  const receive = (path: string, headers: IncomingHttpHeaders, body: string) => {
    const at = Date.now();
    const endpoint = endpoints.get(path);
    if (!endpoint) {
      problems.unknownPath += 1;
      return;
    }
    let event: { timestamp: string; data: { content: string } };
    try {
      event = endpoint.verifier.verify(body, plain(headers)) as typeof event;
    } catch {
      problems.badSignature += 1;
      return;
    }
    const id = String(headers['webhook-id']);
    const log = logs.get(path)!;
    const seen = log.ids.get(id) ?? 0;
    log.ids.set(id, seen + 1);
    const key = event.data.content;
    const ids = log.events.get(key) ?? new Set<string>();
    const first = ids.size === 0;
    ids.add(id);
    log.events.set(key, ids);
    if (first) arrivals.push({ run: key.split(' ')[1]!, key, latencyMs: at - Date.parse(event.timestamp) });
  };

  for (let i = 0; i < count; i += 1) {
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        receive(req.url ?? '', req.headers, Buffer.concat(chunks).toString('utf8'));
        res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      });
    });
    server.keepAliveTimeout = 30_000;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
  }

  return {
    /** The URL of endpoint number `n`, spread over the servers in turn. */
    urlOf: (n: number) => `http://127.0.0.1:${(servers[n % count]!.address() as AddressInfo).port}/e/${n}`,
    add: (endpoint: BenchEndpoint) => {
      endpoints.set(endpoint.path, endpoint);
      logs.set(endpoint.path, { ids: new Map(), events: new Map() });
    },
    endpoints,
    logs,
    arrivals,
    problems,
    close: () =>
      Promise.all(
        servers.map(
          (s) =>
            new Promise<void>((resolve) => {
              s.closeAllConnections();
              s.close(() => resolve());
            }),
        ),
      ),
  };
};

export type Receivers = Awaited<ReturnType<typeof startReceivers>>;
