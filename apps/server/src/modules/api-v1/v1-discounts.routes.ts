import { apiV1ErrorSchema, createDiscountSchema, discountSchema, updateDiscountSchema } from '@agentsy/contracts';
import type { FastifySchema } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DiscountsService } from '../discounts/discounts.service';
import { requireToken } from '../tokens/require-token';
import type { V1Routes } from './register-api-v1';
import { deleted, v1Schema } from './v1-schema';

const tag = 'Discount codes';
const scope = 'discounts:write';
const idParams = z.object({ id: z.string().max(100).meta({ description: 'The discount code id.' }) });
const notFound = apiV1ErrorSchema.describe('No such discount code among yours.');
const conflict = apiV1ErrorSchema.describe('You already have a code with these characters, whatever the case.');

/** What the document says of a route, with the 404 of a code that is not the caller's. */
const doc = <S extends FastifySchema & { response?: Record<number, unknown> }>(summary: string, schema: S) => {
  const described = v1Schema(scope, { ...schema, summary, tag });
  return { ...described, response: { ...described.response, 404: notFound } };
};

/** The seller's discount codes by token: the same service, rules and messages as /api/discounts. */
export const v1DiscountsRoutes =
  (discounts: DiscountsService): V1Routes =>
  (root) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const onRequest = requireToken(scope);

    app.get(
      '/api/v1/discounts',
      {
        schema: doc('List your discount codes', { response: { 200: z.object({ data: z.array(discountSchema) }) } }),
        onRequest,
      },
      async (req) => ({ data: await discounts.listDiscounts({ sellerId: req.user.id }) }),
    );

    app.post(
      '/api/v1/discounts',
      {
        schema: doc('Create a discount code', {
          description:
            '`value` is a whole percent (1 to 100) for `percent`, or dollars such as "5.00" for `fixed`; ' +
            '`listingIds` (your listings) limits the code to them.',
          body: createDiscountSchema,
          response: { 201: discountSchema, 409: conflict },
        }),
        onRequest,
      },
      async (req, reply) =>
        reply.status(201).send(await discounts.createDiscount({ sellerId: req.user.id, request: req.body })),
    );

    app.patch(
      '/api/v1/discounts/:id',
      {
        schema: doc('Turn a discount code on or off', {
          params: idParams,
          body: updateDiscountSchema,
          response: { 200: discountSchema },
        }),
        onRequest,
      },
      (req) => discounts.setActive({ sellerId: req.user.id, id: req.params.id, active: req.body.active }),
    );

    app.delete(
      '/api/v1/discounts/:id',
      { schema: doc('Delete a discount code', { params: idParams, response: { 204: deleted } }), onRequest },
      async (req, reply) => {
        await discounts.deleteDiscount({ sellerId: req.user.id, id: req.params.id });
        return reply.status(204).send(null);
      },
    );
  };
