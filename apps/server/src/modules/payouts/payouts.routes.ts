import {
  payoutListQuerySchema,
  payoutPreferencesResponseSchema,
  payoutPreferencesSchema,
  payoutRequestSchema,
  payoutSchema,
  payoutStatusUpdateSchema,
} from '@agentsy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AdminGuard, viewerOf } from '../../plugins/admin-guard';
import { requireUser } from '../../plugins/session';
import type { PayoutPreferencesService } from './payout-preferences.service';
import type { PayoutsService } from './payouts.service';

type Services = { payouts: PayoutsService; preferences: PayoutPreferencesService; admin: AdminGuard };

export const registerPayoutsRoutes = (root: FastifyInstance, { payouts, preferences, admin }: Services) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/payouts',
    { schema: { body: payoutRequestSchema, response: { 201: payoutSchema } }, onRequest: requireUser },
    async (req, reply) =>
      reply.status(201).send(await payouts.requestPayout({ userId: req.user.id, request: req.body })),
  );

  app.get(
    '/api/payouts',
    {
      schema: { querystring: payoutListQuerySchema, response: { 200: z.array(payoutSchema) } },
      onRequest: requireUser,
    },
    (req) => payouts.listPayouts({ viewer: req.user, status: req.query.status }),
  );

  app.patch(
    '/api/payouts/:id/status',
    {
      schema: { params: z.object({ id: z.string() }), body: payoutStatusUpdateSchema, response: { 200: payoutSchema } },
      onRequest: admin.requireAdmin,
    },
    (req) => payouts.setStatus({ payoutId: req.params.id, status: req.body.status, actor: viewerOf(req) }),
  );

  app.get(
    '/api/admin/payouts',
    { schema: { response: { 200: z.array(payoutSchema) } }, onRequest: admin.requireAdmin },
    () => payouts.listAllPayouts(),
  );

  /** The dashboard's "Mark Paid": the one stored approval status, completed (docs/product.md#rulings). */
  app.patch(
    '/api/admin/payouts/:id/approve',
    {
      schema: { params: z.object({ id: z.string() }), response: { 200: payoutSchema } },
      onRequest: admin.requireAdmin,
    },
    (req) => payouts.setStatus({ payoutId: req.params.id, status: 'completed', actor: viewerOf(req) }),
  );

  app.get(
    '/api/payout-preferences',
    { schema: { response: { 200: payoutPreferencesResponseSchema } }, onRequest: requireUser },
    (req) => preferences.getPreferences(req.user.id),
  );

  app.post(
    '/api/payout-preferences',
    {
      schema: { body: payoutPreferencesSchema, response: { 200: payoutPreferencesResponseSchema } },
      onRequest: requireUser,
    },
    (req) => preferences.savePreferences(req.user.id, req.body),
  );
};
