import {
  adminDisputeSchema,
  adminListingRemovedSchema,
  adminListingSchema,
  adminPaymentDisputeSchema,
  adminTopSellerSchema,
  inboxItemPathSchema,
  inboxItemSchema,
  inboxQuerySchema,
  inboxUpdateSchema,
  refundResolveSchema,
  refundSchema,
} from '@agentsy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdminGuard } from '../../plugins/admin-guard';
import type { DisputesService } from './disputes.service';
import type { InboxService } from './inbox.service';
import type { ModerationService } from './moderation.service';
import type { SalesExportService } from './sales-export.service';
import type { TopSellersService } from './top-sellers.service';

export type AdminOpsServices = {
  topSellers: TopSellersService;
  moderation: ModerationService;
  salesExport: SalesExportService;
  disputes: DisputesService;
  inbox: InboxService;
};

const idParams = z.object({ id: z.string() });

/** The dashboard's Top Sellers, Moderation, Disputes and Inbox tabs; every route is admin only. */
export const registerAdminOpsRoutes = (root: FastifyInstance, services: AdminOpsServices, admin: AdminGuard) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { topSellers, moderation, salesExport, disputes, inbox } = services;
  const onRequest = admin.requireAdmin;

  app.get('/api/admin/top-sellers', { schema: { response: { 200: z.array(adminTopSellerSchema) } }, onRequest }, () =>
    topSellers.listTopSellers(),
  );

  app.get('/api/admin/listings', { schema: { response: { 200: z.array(adminListingSchema) } }, onRequest }, () =>
    moderation.listListings(),
  );

  app.delete(
    '/api/admin/listings/:id',
    { schema: { params: idParams, response: { 200: adminListingRemovedSchema } }, onRequest },
    (req) => moderation.removeListing({ actorId: req.user.id, listingId: req.params.id }),
  );

  app.get('/api/admin/export-sales', { onRequest }, async (req, reply) => {
    const { fileName, csv } = await salesExport.exportSales({ actorId: req.user.id });
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });

  app.get('/api/admin/disputes', { schema: { response: { 200: z.array(adminDisputeSchema) } }, onRequest }, () =>
    disputes.listDisputes(),
  );

  app.get(
    '/api/admin/payment-disputes',
    { schema: { response: { 200: z.array(adminPaymentDisputeSchema) } }, onRequest },
    () => disputes.listPaymentDisputes(),
  );

  // The refunds API's resolve path, answered here so the decision is audited and both sides told.
  app.post(
    '/api/admin/refunds/:id/resolve',
    { schema: { params: idParams, body: refundResolveSchema, response: { 200: refundSchema } }, onRequest },
    (req) => disputes.resolveDispute({ actorId: req.user.id, refundId: req.params.id, ...req.body }),
  );

  app.get(
    '/api/admin/inbox',
    { schema: { querystring: inboxQuerySchema, response: { 200: z.array(inboxItemSchema) } }, onRequest },
    (req) => inbox.listInbox(req.query),
  );

  app.patch(
    '/api/admin/inbox/:kind/:id',
    {
      schema: { params: inboxItemPathSchema, body: inboxUpdateSchema, response: { 200: inboxItemSchema } },
      onRequest,
    },
    (req) => inbox.setHandled({ actorId: req.user.id, ...req.params, handled: req.body.handled }),
  );
};
