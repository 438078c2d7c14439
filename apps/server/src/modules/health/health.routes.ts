import type { FastifyInstance } from 'fastify';
import { SHED_EXEMPT } from '../../plugins/load-shedding';
import { type CheckResult, checkReadiness, type ReadinessDeps } from './readiness';

/**
 * `/healthz` is liveness: it answers as long as the process does, and touches nothing else, so
 * an orchestrator restarts only a process that is stuck, never one whose database is away.
 * `/readyz` is readiness: the database, the upload store and the replica's lag, so a load
 * balancer stops sending traffic to a process that could not serve it.
 */
export const registerHealthRoutes = (app: FastifyInstance, deps: ReadinessDeps) => {
  app.get('/healthz', { config: SHED_EXEMPT }, async () => ({ status: 'ok' }));

  app.get('/readyz', async (req, reply) => {
    const notReady = (message: string, checks?: unknown) =>
      reply
        .status(503)
        .header('retry-after', '5')
        .send({ status: 'not ready', message, code: 'SERVICE_UNAVAILABLE', requestId: req.id, checks });
    // A process shutting down still answers what reaches it, but should be sent nothing new.
    if (app.inFlight.draining()) return notReady('Not ready: shutting down');
    const { ready, checks } = await checkReadiness(deps);
    if (ready) return { status: 'ready', checks };
    const failing = Object.entries(checks as Record<string, CheckResult>)
      .filter(([, c]) => !c.ok)
      .map(([name]) => name);
    req.log.warn({ checks }, 'not ready');
    return notReady(`Not ready: ${failing.join(', ')} unavailable`, checks);
  });
};
