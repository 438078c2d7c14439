import {
  createWebhookSchema,
  updateWebhookSchema,
  webhookDeliveryParamsSchema,
  webhookDeliverySchema,
  webhookParamsSchema,
  webhookSchema,
  webhookWithSecretSchema,
} from '@agentsy/contracts';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { WebhooksService } from './webhooks.service';

type Access = {
  /** `/api/webhooks` for the signed-in web app, `/api/v1/webhooks` for a seller's token. */
  base: string;
  /** Who may call: a session, or a token with the `webhooks:write` scope. */
  onRequest: onRequestHookHandler | onRequestHookHandler[];
  /** The seller the call acts for. */
  sellerOf: (req: FastifyRequest) => string;
};

/** The same webhook calls under one base path and one way of signing in. */
export const registerWebhooksRoutes = (root: FastifyInstance, webhooks: WebhooksService, access: Access) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { base, onRequest, sellerOf } = access;
  const params = webhookParamsSchema;

  app.post(
    base,
    { schema: { body: createWebhookSchema, response: { 201: webhookWithSecretSchema } }, onRequest },
    async (req, reply) => reply.status(201).send(await webhooks.create(sellerOf(req), req.body)),
  );

  app.get(base, { schema: { response: { 200: z.array(webhookSchema) } }, onRequest }, (req) =>
    webhooks.list(sellerOf(req)),
  );

  app.get(`${base}/:id`, { schema: { params, response: { 200: webhookSchema } }, onRequest }, (req) =>
    webhooks.get(sellerOf(req), req.params.id),
  );

  app.patch(
    `${base}/:id`,
    { schema: { params, body: updateWebhookSchema, response: { 200: webhookSchema } }, onRequest },
    (req) => webhooks.update(sellerOf(req), req.params.id, req.body),
  );

  app.delete(`${base}/:id`, { schema: { params }, onRequest }, async (req, reply) => {
    await webhooks.remove(sellerOf(req), req.params.id);
    return reply.status(204).send();
  });

  app.post(
    `${base}/:id/rotate-secret`,
    { schema: { params, response: { 200: webhookWithSecretSchema } }, onRequest },
    (req) => webhooks.rotateSecret(sellerOf(req), req.params.id),
  );

  app.get(
    `${base}/:id/deliveries`,
    { schema: { params, response: { 200: z.array(webhookDeliverySchema) } }, onRequest },
    (req) => webhooks.deliveries(sellerOf(req), req.params.id),
  );

  app.post(
    `${base}/:id/deliveries/:deliveryId/redeliver`,
    { schema: { params: webhookDeliveryParamsSchema, response: { 202: webhookDeliverySchema } }, onRequest },
    async (req, reply) =>
      reply.status(202).send(await webhooks.redeliver(sellerOf(req), req.params.id, req.params.deliveryId)),
  );

  app.post(
    `${base}/:id/test`,
    { schema: { params, response: { 202: webhookDeliverySchema } }, onRequest },
    async (req, reply) => reply.status(202).send(await webhooks.test(sellerOf(req), req.params.id)),
  );
};
