import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import type { AdminGuard } from '../plugins/admin-guard';
import type { AdminAuditService } from './admin-audit/admin-audit.service';
import { registerAdminOpsRoutes } from './admin-ops/admin-ops.routes';
import type { AdminOpsHooks } from './admin-ops/admin-ops-deps';
import { createDisputesService } from './admin-ops/disputes.service';
import { createInboxService } from './admin-ops/inbox.service';
import { createModerationService } from './admin-ops/moderation.service';
import { createSalesExportService } from './admin-ops/sales-export.service';
import { createTopSellersService } from './admin-ops/top-sellers.service';
import type { ConversationsService } from './messaging/conversations.service';
import type { PaymentDisputesService } from './refunds/payment-disputes.service';
import type { RefundsService } from './refunds/refunds.service';
import { findUserById } from './users/users.service';

/**
 * The real hooks: entries go to the admin audit log (docs/decisions/025-admin-access.md) with the
 * actor's e-mail read in the same transaction, and notes land in the user's Support Team
 * conversation, live on their open streams.
 */
export const adminOpsHooksOf = ({
  db,
  audit,
  conversations,
}: {
  db: Database;
  audit: AdminAuditService;
  conversations: Pick<ConversationsService, 'postSupportMessage'>;
}): AdminOpsHooks => ({
  audit: {
    record: async (entry, tx) => {
      const actor = await findUserById(tx ?? db, entry.actorId);
      await audit.record(
        {
          actor: { id: entry.actorId, email: actor?.email ?? '' },
          action: entry.action,
          target: entry.targetId ? { type: entry.targetType, id: entry.targetId } : undefined,
          before: entry.before,
          after: entry.after,
        },
        tx,
      );
    },
  },
  notifyUser: async (userId, text) => {
    await conversations.postSupportMessage({ userId, content: text });
  },
});

type Deps = {
  db: Database;
  admin: AdminGuard;
  refunds: RefundsService;
  paymentDisputes: PaymentDisputesService;
  hooks: AdminOpsHooks;
};

/**
 * Running the marketplace: top sellers, moderation and the sales export, disputes, the inbox.
 * `hooks.audit` records every admin action inside its transaction; `hooks.notifyUser` tells
 * sellers and buyers what an admin decided.
 */
export const registerAdminOpsModules = (app: FastifyInstance, { db, admin, refunds, paymentDisputes, hooks }: Deps) => {
  const { audit, notifyUser } = hooks;
  registerAdminOpsRoutes(
    app,
    {
      topSellers: createTopSellersService({ db }),
      moderation: createModerationService({ db, audit, notifySeller: notifyUser, log: app.log }),
      salesExport: createSalesExportService({ db, audit }),
      disputes: createDisputesService({ refunds, paymentDisputes, audit, notifyUser, log: app.log }),
      inbox: createInboxService({ db, audit }),
    },
    admin,
  );
};
