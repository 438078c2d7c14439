/**
 * A closed-loop load generator: `connections` keep-alive sockets, each sending its next request as
 * soon as the previous answer arrived, every latency recorded (autocannon's summary has p90 and
 * p97.5, not p95). `paths` are taken in turn, so a run can spread over many search terms.
 */
import http from 'node:http';

export type LoadResult = {
  requests: number;
  reqPerSec: number;
  p50ms: number;
  p90ms: number;
  p95ms: number;
  p99ms: number;
  maxms: number;
  non2xx: number;
  errors: number;
};

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : Number.NaN;

const round = (n: number) => Math.round(n * 10) / 10;

export const load = async ({
  origin,
  paths,
  connections = 20,
  durationS = 10,
  timeoutMs = 10_000,
}: {
  origin: string;
  paths: string[];
  connections?: number;
  durationS?: number;
  timeoutMs?: number;
}): Promise<LoadResult> => {
  const { hostname, port } = new URL(origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  let next = 0;
  const endAt = performance.now() + durationS * 1000;

  const once = (path: string) =>
    new Promise<number>((resolve) => {
      const req = http.get({ hostname, port, path, agent, timeout: timeoutMs }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => resolve(-1));
    });

  const worker = async () => {
    while (performance.now() < endAt) {
      const path = paths[next++ % paths.length]!;
      const began = performance.now();
      const status = await once(path);
      if (status === -1) {
        errors++;
        continue;
      }
      latencies.push(performance.now() - began);
      if (status < 200 || status > 299) non2xx++;
    }
  };

  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsedS = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    reqPerSec: Math.round(latencies.length / elapsedS),
    p50ms: round(percentile(latencies, 50)),
    p90ms: round(percentile(latencies, 90)),
    p95ms: round(percentile(latencies, 95)),
    p99ms: round(percentile(latencies, 99)),
    maxms: round(latencies.at(-1) ?? Number.NaN),
    non2xx,
    errors,
  };
};
