import type { FastifyInstance } from 'fastify';
import { type Database, pingDatabase } from '../../db/client';

export const registerHealthRoutes = (app: FastifyInstance, db: Database) => {
  app.get('/healthz', async (req, reply) => {
    try {
      await pingDatabase(db);
      return { status: 'ok' };
    } catch (err) {
      req.log.error({ err }, 'health check failed');
      return reply.status(503).send({
        status: 'unavailable',
        message: 'Database unreachable',
        code: 'SERVICE_UNAVAILABLE',
        requestId: req.id,
      });
    }
  });
};
