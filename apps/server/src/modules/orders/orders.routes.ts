import {
  createPaymentIntentSchema,
  downloadQuerySchema,
  orderListSchema,
  orderSchema,
  paymentIntentResponseSchema,
  processPaymentSchema,
} from '@agentsy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reprDigestOf } from '../../lib/repr-digest';
import { requireUser } from '../../plugins/session';
import type { CheckoutService } from './checkout.service';
import type { OrdersService } from './orders.service';

/** RFC 6266: an ASCII fallback plus the UTF-8 original. */
const attachment = (fileName: string) => {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
};

type Services = { checkout: CheckoutService; orders: OrdersService; paymentRateLimit: object };

export const registerOrdersRoutes = (root: FastifyInstance, { checkout, orders, paymentRateLimit }: Services) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/create-payment-intent',
    {
      schema: { body: createPaymentIntentSchema, response: { 200: paymentIntentResponseSchema } },
      onRequest: requireUser,
      config: paymentRateLimit,
    },
    (req) => checkout.createPaymentIntent({ buyerId: req.user.id, request: req.body }),
  );

  app.post(
    '/api/process-payment',
    {
      schema: { body: processPaymentSchema, response: { 200: orderSchema } },
      onRequest: requireUser,
      config: paymentRateLimit,
    },
    async (req) => {
      const order = await checkout.processPayment({ buyerId: req.user.id, ...req.body });
      return orders.presentOrder(order.id);
    },
  );

  app.get('/api/orders', { schema: { response: { 200: orderListSchema } }, onRequest: requireUser }, (req) =>
    orders.listMyOrders(req.user.id),
  );

  app.get(
    '/api/orders/buyer/:userId',
    {
      schema: { params: z.object({ userId: z.string() }), response: { 200: orderListSchema } },
      onRequest: requireUser,
    },
    (req) => orders.listBuyerOrders({ userId: req.user.id, buyerId: req.params.userId }),
  );

  app.get(
    '/api/orders/seller/:id',
    { schema: { params: z.object({ id: z.string() }), response: { 200: orderListSchema } }, onRequest: requireUser },
    (req) => orders.listSellerOrders({ viewer: req.user, sellerId: req.params.id }),
  );

  app.get(
    '/api/downloads/:orderId',
    {
      schema: { params: z.object({ orderId: z.string() }), querystring: downloadQuerySchema },
      onRequest: requireUser,
    },
    async (req, reply) => {
      const file = await orders.openDownload({
        userId: req.user.id,
        orderId: req.params.orderId,
        token: req.query.token,
      });
      return reply
        .header('content-type', file.mime || 'application/octet-stream')
        .header('content-length', String(file.size))
        .header('content-disposition', attachment(file.fileName))
        .header('repr-digest', reprDigestOf(file.sha256))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.stream);
    },
  );
};
