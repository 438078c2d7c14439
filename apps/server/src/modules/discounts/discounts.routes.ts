import {
  createDiscountSchema,
  discountCheckQuerySchema,
  discountCheckSchema,
  discountListSchema,
  discountSchema,
  updateDiscountSchema,
} from '@agentsy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/session';
import type { DiscountsService } from './discounts.service';

const idParams = z.object({ id: z.string() });

/** The seller's codes, and the check the checkout dialog runs before the payment. */
export const registerDiscountsRoutes = (root: FastifyInstance, discounts: DiscountsService) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/discounts',
    { schema: { body: createDiscountSchema, response: { 200: discountSchema } }, onRequest: requireUser },
    (req) => discounts.createDiscount({ sellerId: req.user.id, request: req.body }),
  );

  app.get('/api/discounts', { schema: { response: { 200: discountListSchema } }, onRequest: requireUser }, (req) =>
    discounts.listDiscounts({ sellerId: req.user.id }),
  );

  // Open to visitors too: "You have already used this code." is only known for a signed-in buyer.
  app.get(
    '/api/discounts/check',
    { schema: { querystring: discountCheckQuerySchema, response: { 200: discountCheckSchema } } },
    async (req) => {
      const user = await req.sessionUser();
      return discounts.checkCode({ buyerId: user?.id, code: req.query.code, listingId: req.query.listingId });
    },
  );

  app.patch(
    '/api/discounts/:id',
    {
      schema: { params: idParams, body: updateDiscountSchema, response: { 200: discountSchema } },
      onRequest: requireUser,
    },
    (req) => discounts.setActive({ sellerId: req.user.id, id: req.params.id, active: req.body.active }),
  );

  app.delete('/api/discounts/:id', { schema: { params: idParams }, onRequest: requireUser }, async (req, reply) => {
    await discounts.deleteDiscount({ sellerId: req.user.id, id: req.params.id });
    return reply.status(204).send();
  });
};
