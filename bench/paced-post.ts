/**
 * An open-loop load: POSTs at a fixed rate whatever the answers, each request's latency counted
 * from the moment it was due, not from when a socket was free, so a slow server shows in the
 * figures instead of slowing the load (a closed loop, bench/load.ts, waits for each answer).
 * Keep-alive sockets are taken from a pool and opened as needed: a late answer gets a new socket
 * rather than holding back the next request.
 */
import http from 'node:http';
import { summarize } from './load';

export type PacedRequest = { path: string; body: string; headers?: Record<string, string> };

export type PacedResult = {
  sent: number;
  /** Answers per second over the measured window. */
  rate: number;
  p50ms: number;
  p95ms: number;
  p99ms: number;
  maxms: number;
  /** Status code => count; 0 counts requests that got no answer. */
  statuses: Map<number, number>;
  /** Requests sent more than 5 ms after they were due: the loader itself fell behind. */
  late: number;
};

export const pacedPost = async ({
  origin,
  next,
  rate,
  durationS,
  timeoutMs = 10_000,
}: {
  origin: string;
  /** The i-th request. */
  next: (i: number) => PacedRequest;
  rate: number;
  durationS: number;
  timeoutMs?: number;
}): Promise<PacedResult> => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const { hostname, port } = new URL(origin);
  const total = Math.round(rate * durationS);
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
  let late = 0;
  let sent = 0;
  const inFlight = new Set<Promise<void>>();

  const send = (request: PacedRequest, dueAt: number) => {
    if (performance.now() - dueAt > 5) late += 1;
    const done = new Promise<void>((resolve) => {
      const req = http.request(
        {
          agent,
          host: hostname,
          port: Number(port),
          method: 'POST',
          path: request.path,
          timeout: timeoutMs,
          headers: { 'content-type': 'application/json', ...request.headers },
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(performance.now() - dueAt);
            count(res.statusCode ?? 0);
            resolve();
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => {
        count(0);
        resolve();
      });
      req.end(request.body);
    });
    inFlight.add(done);
    done.then(() => inFlight.delete(done));
  };

  const started = performance.now();
  const intervalMs = 1000 / rate;
  // Every millisecond or so, send whatever has come due: timers are not precise enough to fire
  // once per request at 200 a second, but the due time each latency starts from is exact.
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (sent < total && started + sent * intervalMs <= now) {
        send(next(sent), started + sent * intervalMs);
        sent += 1;
      }
      if (sent < total) setTimeout(tick, 1);
      else resolve();
    };
    tick();
  });
  await Promise.all(inFlight);
  const elapsedS = (performance.now() - started) / 1000;
  agent.destroy();
  const { reqPerSec, p50ms, p95ms, p99ms, maxms } = summarize(latencies, elapsedS);
  return { sent, rate: reqPerSec, p50ms, p95ms, p99ms, maxms, statuses, late };
};
