import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { createAdminGuard, createAdminRoleCheck } from '../plugins/admin-guard';
import { registerAdminAccessRoutes } from './admin-access/admin-access.routes';
import { createAdminAccessService } from './admin-access/admin-access.service';
import { registerAdminAnalyticsRoutes } from './admin-analytics/admin-analytics.routes';
import { createAdminAnalyticsService } from './admin-analytics/admin-analytics.service';
import { createAdminAuditService } from './admin-audit/admin-audit.service';

/**
 * Running the marketplace: the access-code elevation, the guard every admin call goes through,
 * the audit log, and the admin figures. The guard and the audit log are returned for the other
 * modules' admin actions.
 */
export const registerAdminModules = (
  app: FastifyInstance,
  { db, accessCode }: { db: Database; accessCode: string },
) => {
  const audit = createAdminAuditService({ db });
  const access = createAdminAccessService({ db, accessCode, audit, hasAdminRole: createAdminRoleCheck(db) });
  const guard = createAdminGuard({ access });
  registerAdminAccessRoutes(app, { access, audit, guard });
  registerAdminAnalyticsRoutes(app, { analytics: createAdminAnalyticsService({ db }), guard });
  return { guard, audit };
};

export type AdminModules = ReturnType<typeof registerAdminModules>;
