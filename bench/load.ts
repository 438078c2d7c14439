/**
 * A closed-loop load generator: `connections` keep-alive sockets, each sending its next request as
 * soon as the previous answer arrived, every latency recorded (autocannon's summary has p90 and
 * p97.5, not p95). `paths` are taken in turn, so a run can spread over many search terms.
 *
 * It speaks HTTP/1.1 on raw sockets with prebuilt requests and reads only the status line and the
 * body's length, as autocannon and wrk do: on a two-core machine the loader shares the cores with
 * the server, and node's full HTTP client cost more CPU per request than the route under test.
 */
import net from 'node:net';

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

const HEADER_END = Buffer.from('\r\n\r\n');
const LAST_CHUNK = Buffer.from('0\r\n\r\n');

type Parsed = { status: number; length: number } | undefined;

/** Status and total length of the first complete response in `buf`, or undefined if it is not all there. */
export const completeResponse = (buf: Buffer): Parsed => {
  const headerEnd = buf.indexOf(HEADER_END);
  if (headerEnd < 0) return undefined;
  const head = buf.toString('latin1', 0, headerEnd);
  const status = Number(head.slice(9, 12));
  const bodyStart = headerEnd + HEADER_END.length;
  const contentLength = /\r\ncontent-length:\s*(\d+)/i.exec(head);
  if (contentLength) {
    const length = bodyStart + Number(contentLength[1]);
    return buf.length >= length ? { status, length } : undefined;
  }
  if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
    const end = buf.indexOf(LAST_CHUNK, bodyStart);
    return end >= 0 ? { status, length: end + LAST_CHUNK.length } : undefined;
  }
  return { status, length: bodyStart }; // no body (204, 304)
};

/** The summary of latencies (milliseconds, any order) taken over `elapsedS` seconds. */
export const summarize = (latencies: number[], elapsedS: number, non2xx = 0, errors = 0): LoadResult => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    reqPerSec: Math.round(sorted.length / elapsedS),
    p50ms: round(percentile(sorted, 50)),
    p90ms: round(percentile(sorted, 90)),
    p95ms: round(percentile(sorted, 95)),
    p99ms: round(percentile(sorted, 99)),
    maxms: round(sorted.at(-1) ?? Number.NaN),
    non2xx,
    errors,
  };
};

export const load = async ({
  origin,
  paths,
  connections = 20,
  durationS = 10,
  timeoutMs = 10_000,
  headers = {},
  pathHeaders = [],
  until,
  latencies = [],
}: {
  origin: string;
  paths: string[];
  /** Sent with every request, such as a browser's `Sec-Fetch-Mode: navigate`. */
  headers?: Record<string, string>;
  /** Sent with the path of the same index only, such as one API token of many. */
  pathHeaders?: Record<string, string>[];
  connections?: number;
  durationS?: number;
  timeoutMs?: number;
  /** Ends the run early when it settles: measuring exactly while something else happens. */
  until?: Promise<unknown>;
  /** Where the latencies go: pass the same array to several runs to pool them (interleaved cases). */
  latencies?: number[];
}): Promise<LoadResult> => {
  const { hostname, port } = new URL(origin);
  const requests = paths.map((p, i) =>
    Buffer.from(
      `GET ${p} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: keep-alive\r\n${Object.entries({
        ...headers,
        ...pathHeaders[i],
      })
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('')}\r\n`,
      'latin1',
    ),
  );
  const first = latencies.length;
  let non2xx = 0;
  let errors = 0;
  let next = 0;
  let endAt = performance.now() + durationS * 1000;
  const stop = () => {
    endAt = Math.min(endAt, performance.now());
  };
  until?.then(stop, stop);

  /** One connection's loop; a broken or stalled socket counts an error and is replaced. */
  const worker = () =>
    new Promise<void>((done) => {
      let socket: net.Socket;
      let pending = Buffer.alloc(0);
      let began = 0;
      let timer: NodeJS.Timeout | undefined;

      const send = () => {
        if (performance.now() >= endAt) {
          socket.destroy();
          return done();
        }
        began = performance.now();
        timer = setTimeout(() => socket.destroy(new Error('timeout')), timeoutMs);
        socket.write(requests[next++ % requests.length]!);
      };

      const connect = () => {
        pending = Buffer.alloc(0);
        socket = net.connect({ host: hostname, port: Number(port) }, send);
        socket.setNoDelay(true);
        socket.on('data', (chunk: Buffer) => {
          pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
          const response = completeResponse(pending);
          if (!response) return;
          clearTimeout(timer);
          latencies.push(performance.now() - began);
          if (response.status < 200 || response.status > 299) non2xx++;
          pending = pending.subarray(response.length);
          send();
        });
        socket.on('error', () => {});
        socket.on('close', () => {
          clearTimeout(timer);
          if (performance.now() >= endAt) return done();
          errors++;
          connect();
        });
      };
      connect();
    });

  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsedS = (performance.now() - started) / 1000;
  return summarize(latencies.slice(first), elapsedS, non2xx, errors);
};
