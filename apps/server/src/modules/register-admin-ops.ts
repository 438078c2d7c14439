import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import type { AdminGuard } from '../plugins/admin-guard';
import { registerAdminOpsRoutes } from './admin-ops/admin-ops.routes';
import type { AdminOpsHooks } from './admin-ops/admin-ops-deps';
import { createDisputesService } from './admin-ops/disputes.service';
import { createInboxService } from './admin-ops/inbox.service';
import { createModerationService } from './admin-ops/moderation.service';
import { createSalesExportService } from './admin-ops/sales-export.service';
import { createTopSellersService } from './admin-ops/top-sellers.service';
import type { RefundsService } from './refunds/refunds.service';

type Deps = { db: Database; admin: AdminGuard; refunds: RefundsService; hooks: AdminOpsHooks };

/**
 * Running the marketplace: top sellers, moderation and the sales export, disputes, the inbox.
 * `hooks.audit` records every admin action inside its transaction; `hooks.notifyUser` tells
 * sellers and buyers what an admin decided.
 */
export const registerAdminOpsModules = (app: FastifyInstance, { db, admin, refunds, hooks }: Deps) => {
  const { audit, notifyUser } = hooks;
  registerAdminOpsRoutes(
    app,
    {
      topSellers: createTopSellersService({ db }),
      moderation: createModerationService({ db, audit, notifySeller: notifyUser, log: app.log }),
      salesExport: createSalesExportService({ db, audit }),
      disputes: createDisputesService({ refunds, audit, notifyUser, log: app.log }),
      inbox: createInboxService({ db, audit }),
    },
    admin,
  );
};
