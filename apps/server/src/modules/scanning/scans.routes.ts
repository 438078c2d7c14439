import {
  adminScanListSchema,
  adminScansQuerySchema,
  scanAppealSchema,
  scanDecisionSchema,
  sellerVersionScanSchema,
  versionParamsSchema,
  versionScanAnswerSchema,
} from '@agentsy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AdminGuard, viewerOf } from '../../plugins/admin-guard';
import { requireUser } from '../../plugins/session';
import { RescanLimitError, type ScansService } from './scans.service';

const decisionParams = z.object({ versionId: z.string() });

/** Scans of versions (spec part 3, section 2): the result, rescans, appeals and the admin queue. */
export const registerScansRoutes = (
  root: FastifyInstance,
  { scans, admin }: { scans: ScansService; admin: Pick<AdminGuard, 'requireAdmin'> },
) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/listings/:id/versions/:version/scan',
    { schema: { params: versionParamsSchema, response: { 200: versionScanAnswerSchema } } },
    async (req, reply) => {
      const answer = await scans.get({
        viewer: (await req.sessionUser()) ?? undefined,
        listingId: req.params.id,
        version: req.params.version,
      });
      // Polled while a scan runs; what it says differs per viewer.
      return reply.header('cache-control', 'private, no-store').send(answer);
    },
  );

  app.post(
    '/api/listings/:id/versions/:version/rescan',
    { schema: { params: versionParamsSchema, response: { 202: sellerVersionScanSchema } }, onRequest: requireUser },
    async (req, reply) => {
      try {
        const answer = await scans.rescan({ viewer: req.user, listingId: req.params.id, version: req.params.version });
        return reply.status(202).send(answer);
      } catch (error) {
        if (error instanceof RescanLimitError) reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      }
    },
  );

  app.post(
    '/api/listings/:id/versions/:version/appeal',
    {
      schema: { params: versionParamsSchema, body: scanAppealSchema, response: { 200: sellerVersionScanSchema } },
      onRequest: requireUser,
    },
    (req) =>
      scans.appeal({ viewer: req.user, listingId: req.params.id, version: req.params.version, note: req.body.note }),
  );

  app.get(
    '/api/admin/scans',
    {
      schema: { querystring: adminScansQuerySchema, response: { 200: adminScanListSchema } },
      onRequest: admin.requireAdmin,
    },
    (req) => scans.queue(req.query.status),
  );

  app.post(
    '/api/admin/scans/:versionId/decision',
    {
      schema: { params: decisionParams, body: scanDecisionSchema, response: { 200: sellerVersionScanSchema } },
      onRequest: admin.requireAdmin,
    },
    (req) => scans.decide({ actor: viewerOf(req), versionId: req.params.versionId, body: req.body }),
  );
};
