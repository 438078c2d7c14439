import {
  createRefundSchema,
  refundDisputeSchema,
  refundEligibleOrderSchema,
  refundListQuerySchema,
  refundResponseSchema,
  refundSchema,
} from '@agentsy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/session';
import type { RefundsService } from './refunds.service';

const idParams = z.object({ id: z.string() });

/** The admins' decision on a dispute, POST /api/admin/refunds/:id/resolve, lives in admin-ops. */
export const registerRefundsRoutes = (root: FastifyInstance, refunds: RefundsService) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/refunds',
    { schema: { body: createRefundSchema, response: { 201: refundSchema } }, onRequest: requireUser },
    async (req, reply) => reply.status(201).send(await refunds.createRefund({ buyerId: req.user.id, ...req.body })),
  );

  app.get(
    '/api/refunds',
    {
      schema: { querystring: refundListQuerySchema, response: { 200: z.array(refundSchema) } },
      onRequest: requireUser,
    },
    (req) => refunds.listRefunds({ userId: req.user.id, ...req.query }),
  );

  // Declared before /:id; Fastify prefers the static segment anyway.
  app.get(
    '/api/refunds/eligible-orders',
    { schema: { response: { 200: z.array(refundEligibleOrderSchema) } }, onRequest: requireUser },
    (req) => refunds.listEligibleOrders(req.user.id),
  );

  app.get(
    '/api/refunds/:id',
    { schema: { params: idParams, response: { 200: refundSchema } }, onRequest: requireUser },
    (req) => refunds.getRefund({ userId: req.user.id, refundId: req.params.id }),
  );

  app.post(
    '/api/refunds/:refundId/respond',
    {
      schema: {
        params: z.object({ refundId: z.string() }),
        body: refundResponseSchema,
        response: { 200: refundSchema },
      },
      onRequest: requireUser,
    },
    (req) => refunds.respond({ sellerId: req.user.id, refundId: req.params.refundId, ...req.body }),
  );

  app.post(
    '/api/refunds/:id/dispute',
    {
      schema: { params: idParams, body: refundDisputeSchema, response: { 200: refundSchema } },
      onRequest: requireUser,
    },
    (req) => refunds.dispute({ buyerId: req.user.id, refundId: req.params.id, reason: req.body.reason }),
  );
};
