import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../db/client';
import type { JobRunOutcome } from '../jobs/job-runner';
import { isInRanges, parseAddressRanges } from '../lib/address-ranges';
import { SHED_EXEMPT } from './load-shedding';

/** What the gauges read at scrape time; set once the modules that own them exist. */
export type MetricsSources = {
  inFlight?: () => number;
  poolStats?: () => PoolStats;
  openStreams?: () => number;
  mailBacklog?: () => Promise<{ pending: number; oldestSeconds: number }>;
};

/** A scrape must not hang on a database that is away; the last value stays until it answers. */
const SOURCE_TIMEOUT_MS = 1000;

const withTimeout = <T>(promise: Promise<T>) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), SOURCE_TIMEOUT_MS).unref()),
  ]);

/**
 * One registry per app (tests build many apps in one process; the global one would refuse the
 * second set of names). Request metrics are labelled by the route's pattern, never the raw URL,
 * so an id in a path cannot grow the series without end.
 */
export const createMetrics = () => {
  const registry = new Registry();
  const sources: MetricsSources = {};
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to response, by method and route pattern (event streams excluded).',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'http_requests_in_flight',
    help: 'Requests being answered now, open event streams included.',
    registers: [registry],
    collect() {
      if (sources.inFlight) this.set(sources.inFlight());
    },
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections by state (PGlite: one connection, always reported idle).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = sources.poolStats?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'sse_open_streams',
    help: 'Open GET /api/events streams in this process.',
    registers: [registry],
    collect() {
      if (sources.openStreams) this.set(sources.openStreams());
    },
  });
  const backlog = { pending: 0, oldestSeconds: 0 };
  const refreshBacklog = async () => {
    if (!sources.mailBacklog) return;
    Object.assign(backlog, await withTimeout(sources.mailBacklog()).catch(() => backlog));
  };
  new Gauge({
    name: 'mail_outbox_pending',
    help: 'Mails in the outbox not yet sent (decision 024).',
    registers: [registry],
    async collect() {
      await refreshBacklog();
      this.set(backlog.pending);
    },
  });
  new Gauge({
    name: 'mail_outbox_oldest_pending_seconds',
    help: 'How long the oldest unsent mail has waited.',
    registers: [registry],
    collect() {
      // Read after mail_outbox_pending refreshed the backlog in the same scrape.
      this.set(backlog.oldestSeconds);
    },
  });
  const jobRuns = new Counter({
    name: 'job_runs_total',
    help: 'Scheduled job runs in this process by outcome; skipped means another process held the job.',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: 'job_run_duration_seconds',
    help: 'Duration of job runs that ran, retries included.',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.1, 0.5, 1, 5, 15, 60, 300],
    registers: [registry],
  });

  return {
    registry,
    setSources: (more: MetricsSources) => Object.assign(sources, more),
    observeRequest: (req: FastifyRequest, reply: FastifyReply) => {
      const route = req.routeOptions.url ?? 'unmatched';
      requests.inc({ method: req.method, route, status: String(reply.statusCode) });
      if (!reply.getHeader('content-type')?.toString().startsWith('text/event-stream')) {
        duration.observe({ method: req.method, route }, reply.elapsedTime / 1000);
      }
    },
    /** Matches the job runner's `onRunFinished`; a run another process held counts as skipped. */
    observeJobRun: (job: string, outcome: JobRunOutcome, seconds: number) => {
      jobRuns.inc({ job, outcome: outcome.ran ? outcome.outcome : 'skipped' });
      if (outcome.ran) jobDuration.observe({ job }, seconds);
    },
  };
};

export type Metrics = ReturnType<typeof createMetrics>;

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * GET /metrics for Prometheus. Readable with `Authorization: Bearer METRICS_TOKEN`, or from a
 * socket address in METRICS_ALLOW when the request was not relayed: behind nginx every request
 * comes from the proxy's own address, so a relayed one (X-Forwarded-For) needs the token.
 */
export const registerMetricsRoute = (
  app: FastifyInstance,
  { metrics, allow, token }: { metrics: Metrics; allow: string; token: string | undefined },
) => {
  const { ranges } = parseAddressRanges(allow);
  const allowed = (req: FastifyRequest) => {
    const auth = req.headers.authorization;
    if (token && auth?.startsWith('Bearer ') && sameSecret(auth.slice('Bearer '.length), token)) return true;
    const relayed = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
    return !relayed && isInRanges(req.socket.remoteAddress, ranges);
  };
  app.get('/metrics', { config: SHED_EXEMPT }, async (req, reply) => {
    if (!allowed(req)) {
      return reply.status(403).send({
        message: 'Metrics are served to the configured addresses (METRICS_ALLOW) or with the metrics token.',
        code: 'FORBIDDEN',
        requestId: req.id,
      });
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
};
