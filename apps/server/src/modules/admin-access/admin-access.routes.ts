import {
  adminLoginSchema,
  adminLogoutResponseSchema,
  adminSessionSchema,
  auditLogQuerySchema,
  auditLogSchema,
} from '@agentsy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AdminGuard, viewerOf } from '../../plugins/admin-guard';
import { requireUser } from '../../plugins/session';
import type { AdminAuditService } from '../admin-audit/admin-audit.service';
import type { AdminAccessService } from './admin-access.service';

type Services = { access: AdminAccessService; audit: AdminAuditService; guard: AdminGuard };

/** The access-code sign-in, its check and logout, and the audit log reader. */
export const registerAdminAccessRoutes = (root: FastifyInstance, { access, audit, guard }: Services) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/admin/login',
    { schema: { body: adminLoginSchema, response: { 200: adminSessionSchema } }, onRequest: requireUser },
    (req) => access.signIn(viewerOf(req), req.body.accessCode),
  );

  app.get('/api/admin/verify', { schema: { response: { 200: adminSessionSchema } } }, (req) => guard.verify(req));

  app.post(
    '/api/admin/logout',
    { schema: { response: { 200: adminLogoutResponseSchema } }, onRequest: requireUser },
    async (req) => {
      await access.signOut(viewerOf(req));
      return { success: true as const };
    },
  );

  app.get(
    '/api/admin/audit-log',
    { schema: { querystring: auditLogQuerySchema, response: { 200: auditLogSchema } }, onRequest: guard.requireAdmin },
    (req) => audit.list(req.query),
  );
};
