import {
  createWebhookSchema,
  updateWebhookSchema,
  webhookDeliveryParamsSchema,
  webhookDeliverySchema,
  webhookParamsSchema,
  webhookSchema,
  webhookWithSecretSchema,
} from '@agentsy/contracts';
import type { FastifyInstance, FastifyRequest, FastifySchema, onRequestHookHandler } from 'fastify';
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
  /** Adds what the OpenAPI document says of a route (its summary, scope and errors) under /api/v1. */
  doc?: <S extends FastifySchema & { response?: Record<number, unknown> }>(schema: S, summary: string) => S;
};

/** The same webhook calls under one base path and one way of signing in. */
export const registerWebhooksRoutes = (root: FastifyInstance, webhooks: WebhooksService, access: Access) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { base, onRequest, sellerOf, doc = (schema) => schema } = access;
  const params = webhookParamsSchema;

  app.post(
    base,
    {
      schema: doc(
        { body: createWebhookSchema, response: { 201: webhookWithSecretSchema } },
        'Add a webhook endpoint; the answer holds its signing secret, shown only here',
      ),
      onRequest,
    },
    async (req, reply) => reply.status(201).send(await webhooks.create(sellerOf(req), req.body)),
  );

  app.get(
    base,
    { schema: doc({ response: { 200: z.array(webhookSchema) } }, 'List your webhook endpoints'), onRequest },
    (req) => webhooks.list(sellerOf(req)),
  );

  app.get(
    `${base}/:id`,
    { schema: doc({ params, response: { 200: webhookSchema } }, 'Read one webhook endpoint'), onRequest },
    (req) => webhooks.get(sellerOf(req), req.params.id),
  );

  app.patch(
    `${base}/:id`,
    {
      schema: doc(
        { params, body: updateWebhookSchema, response: { 200: webhookSchema } },
        'Change the URL or events of an endpoint, or turn it off or on',
      ),
      onRequest,
    },
    (req) => webhooks.update(sellerOf(req), req.params.id, req.body),
  );

  app.delete(
    `${base}/:id`,
    { schema: doc({ params }, 'Delete an endpoint and its delivery log'), onRequest },
    async (req, reply) => {
      await webhooks.remove(sellerOf(req), req.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    `${base}/:id/rotate-secret`,
    {
      schema: doc(
        { params, response: { 200: webhookWithSecretSchema } },
        'Rotate the signing secret; the old one also signs for 24 hours',
      ),
      onRequest,
    },
    (req) => webhooks.rotateSecret(sellerOf(req), req.params.id),
  );

  app.get(
    `${base}/:id/deliveries`,
    {
      schema: doc(
        { params, response: { 200: z.array(webhookDeliverySchema) } },
        'List the newest deliveries to an endpoint',
      ),
      onRequest,
    },
    (req) => webhooks.deliveries(sellerOf(req), req.params.id),
  );

  app.post(
    `${base}/:id/deliveries/:deliveryId/redeliver`,
    {
      schema: doc(
        { params: webhookDeliveryParamsSchema, response: { 202: webhookDeliverySchema } },
        'Send a delivery again, as a new delivery',
      ),
      onRequest,
    },
    async (req, reply) =>
      reply.status(202).send(await webhooks.redeliver(sellerOf(req), req.params.id, req.params.deliveryId)),
  );

  app.post(
    `${base}/:id/test`,
    {
      schema: doc({ params, response: { 202: webhookDeliverySchema } }, 'Send a webhook.test event to this endpoint'),
      onRequest,
    },
    async (req, reply) => reply.status(202).send(await webhooks.test(sellerOf(req), req.params.id)),
  );
};
