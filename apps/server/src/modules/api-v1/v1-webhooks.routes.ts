import { apiV1ErrorSchema } from '@agentsy/contracts';
import { requireToken } from '../tokens/require-token';
import { registerWebhooksRoutes } from '../webhooks/webhooks.routes';
import type { WebhooksService } from '../webhooks/webhooks.service';
import type { V1Routes } from './register-api-v1';
import { v1Schema } from './v1-schema';

const notFound = apiV1ErrorSchema.describe('No such webhook or delivery among yours.');

/** The webhook calls of the settings page, by a token with `webhooks:write`, in the document. */
export const v1WebhooksRoutes =
  (webhooks: WebhooksService): V1Routes =>
  (scope) =>
    registerWebhooksRoutes(scope, webhooks, {
      base: '/api/v1/webhooks',
      onRequest: requireToken('webhooks:write'),
      sellerOf: (req) => req.user.id,
      doc: (schema, summary) => {
        const described = v1Schema('webhooks:write', { ...schema, summary, tag: 'Webhooks' });
        return { ...described, response: { ...described.response, 404: notFound } } as unknown as typeof schema;
      },
    });
