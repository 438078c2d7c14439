import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { registerLoadShedding } from './load-shedding';
import { createMetrics, type Metrics, registerMetricsRoute } from './metrics';
import { registerRequestId } from './request-id';
import { closeUnusedConnectionsOnClose } from './unused-connections';

declare module 'fastify' {
  interface FastifyInstance {
    /** Prometheus metrics of this process; main.ts feeds it the job runs. */
    metrics: Metrics;
    /** Requests being answered; main.ts waits for them after app.close(), before the database closes. */
    inFlight: InFlight;
  }
}

export type InFlight = {
  count: () => number;
  drained: () => Promise<void>;
  /** Shutting down: answering what has arrived, taking nothing new (see /readyz). */
  draining: () => boolean;
  /** Starts answering with `Connection: close` before app.close() (main.ts's drain window). */
  startDraining: () => void;
};

/**
 * Node calls back from server.close() while a request whose body is still arriving is open, so
 * app.close() alone can resolve before that request is answered; this count is what shutdown
 * waits on. A response counts until it is written or its connection drops.
 */
const trackInFlight = (app: FastifyInstance): InFlight => {
  let open = 0;
  let draining = false;
  let closing = false;
  const waiters: (() => void)[] = [];
  // Kept-alive connections would hold server.close() open until their idle timeout: while
  // draining, answers say `Connection: close`, and once the server is closing, connections are
  // closed as soon as they are idle. Not before: in main.ts's drain window the server still
  // listens, and a proxy may be writing a request into a connection Node sees as idle; closing
  // it then loses that request (nginx answers a POST so lost with 502 and does not retry it).
  // The proxy closes its idle connections within the window (keepalive_timeout in
  // scripts/cluster/nginx.ts and deploy/nginx/agentsy.conf).
  app.addHook('preClose', (done) => {
    draining = true;
    closing = true;
    done();
  });
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onRequest', (_req, reply, done) => {
    open += 1;
    // 'finish' when the response is written; 'close' alone when the connection drops first
    // (a kept-alive connection outlives its responses).
    let counted = true;
    const settle = () => {
      if (!counted) return;
      counted = false;
      open -= 1;
      if (closing) setImmediate(() => app.server.closeIdleConnections?.());
      if (open === 0) for (const wake of waiters.splice(0)) wake();
    };
    reply.raw.once('finish', settle);
    reply.raw.once('close', settle);
    done();
  });
  return {
    count: () => open,
    draining: () => draining,
    startDraining: () => {
      draining = true;
    },
    drained: () => (open === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve))),
  };
};

/**
 * What running several processes behind a load balancer needs from each one, registered before
 * any route so every route gets it: the request id, request metrics and GET /metrics, and load
 * shedding. Health and readiness live in modules/health.
 */
export const registerOperations = async (app: FastifyInstance, config: Config) => {
  registerRequestId(app);
  const inFlight = trackInFlight(app);
  closeUnusedConnectionsOnClose(app);
  app.decorate('inFlight', inFlight);
  const metrics = createMetrics();
  metrics.setSources({ inFlight: inFlight.count });
  app.decorate('metrics', metrics);
  app.addHook('onResponse', (req, reply, done) => {
    metrics.observeRequest(req, reply);
    done();
  });
  registerMetricsRoute(app, { metrics, allow: config.metrics.allow, token: config.metrics.token });
  await registerLoadShedding(app, config.loadShed);
  return metrics;
};
