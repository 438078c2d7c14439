import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { registerLoadShedding } from './load-shedding';
import { createMetrics, type Metrics, registerMetricsRoute } from './metrics';
import { registerRequestId } from './request-id';

declare module 'fastify' {
  interface FastifyInstance {
    /** Prometheus metrics of this process; main.ts feeds it the job runs. */
    metrics: Metrics;
  }
}

/**
 * What running several processes behind a load balancer needs from each one, registered before
 * any route so every route gets it: the request id, request metrics and GET /metrics, and load
 * shedding. Health and readiness live in modules/health.
 */
export const registerOperations = async (app: FastifyInstance, config: Config) => {
  registerRequestId(app);
  const metrics = createMetrics();
  app.decorate('metrics', metrics);
  app.addHook('onResponse', (req, reply, done) => {
    metrics.observeRequest(req, reply);
    done();
  });
  registerMetricsRoute(app, { metrics, allow: config.metrics.allow, token: config.metrics.token });
  await registerLoadShedding(app, config.loadShed);
  return metrics;
};
