import {
  type CreateWebhook,
  type UpdateWebhook,
  type Webhook,
  type WebhookDelivery,
  type WebhookEventType,
  webhookLimits,
  webhookMessages,
  webhookTestEventType,
} from '@agentsy/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { checkTarget, type Resolve, type TargetRules } from './webhook-send';
import { newWebhookSecret } from './webhook-signing';
import * as repo from './webhooks.repo';

export { type EmitWebhookEvent, emitWebhookEvent } from './webhook-events';

const DELIVERIES_SHOWN = 50;

export const toWebhook = (row: repo.EndpointRow): Webhook => ({
  id: row.id,
  url: row.url,
  events: row.events as WebhookEventType[],
  description: row.description,
  enabled: row.enabled,
  disabledReason: row.disabledReason,
  createdAt: row.createdAt.toISOString(),
});

export const toDelivery = (row: repo.DeliveryRow): WebhookDelivery => ({
  id: row.id,
  type: row.eventType,
  status: row.status,
  attempts: row.attempts,
  responseStatus: row.responseStatus,
  durationMs: row.durationMs,
  responseStart: row.responseStart,
  error: row.lastError,
  nextAttemptAt: row.status === 'pending' ? row.runAfter.toISOString() : null,
  lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

type Deps = { db: Database; rules: TargetRules; resolve: Resolve; now?: () => Date };

/** A seller's endpoints: saved, changed, rotated, and their delivery log, redelivery and test. */
export const createWebhooksService = ({ db, rules, resolve, now = () => new Date() }: Deps) => {
  /** The same check delivery makes, so a URL that could never be sent to is refused at once. */
  const checkedUrl = async (url: string) => {
    const target = await checkTarget(url, rules, resolve);
    if (!target.ok)
      throw new AppError('VALIDATION_FAILED', { message: target.problem, fields: { url: target.problem } });
    return target.url.href;
  };

  const endpointOf = async (sellerId: string, id: string) => {
    const row = isUuid(id) ? await repo.findEndpoint(db, id) : undefined;
    if (!row || row.sellerId !== sellerId) throw new AppError('NOT_FOUND', { message: webhookMessages.notFound });
    return row;
  };

  const queueOne = (endpointId: string, type: string, body: string) =>
    db.transaction(async (tx) => {
      const at = now();
      const [row] = await repo.insertDeliveries(tx, [
        { endpointId, eventType: type, body, runAfter: at, createdAt: at },
      ]);
      await repo.notifyDeliveriesQueued(tx);
      return toDelivery(row!);
    });

  return {
    create: async (sellerId: string, input: CreateWebhook) => {
      const url = await checkedUrl(input.url);
      if ((await repo.countEndpointsOfSeller(db, sellerId)) >= webhookLimits.maxEndpoints) {
        throw new AppError('CONFLICT', { message: webhookMessages.tooMany });
      }
      const at = now();
      const row = await repo.insertEndpoint(db, {
        sellerId,
        url,
        events: input.events,
        description: input.description || null,
        secret: newWebhookSecret(),
        createdAt: at,
        updatedAt: at,
      });
      return { ...toWebhook(row), secret: row.secret };
    },

    list: async (sellerId: string) => (await repo.listEndpointsOfSeller(db, sellerId)).map(toWebhook),

    get: async (sellerId: string, id: string) => toWebhook(await endpointOf(sellerId, id)),

    /** Turning an endpoint back on clears why delivery had turned it off. */
    update: async (sellerId: string, id: string, patch: UpdateWebhook) => {
      await endpointOf(sellerId, id);
      const url = patch.url === undefined ? undefined : await checkedUrl(patch.url);
      const row = await repo.updateEndpoint(db, id, {
        ...(url !== undefined ? { url } : {}),
        ...(patch.events ? { events: patch.events } : {}),
        ...(patch.enabled !== undefined ? { enabled: patch.enabled } : {}),
        ...(patch.enabled === true ? { disabledReason: null } : {}),
        updatedAt: now(),
      });
      return toWebhook(row!);
    },

    remove: async (sellerId: string, id: string) => {
      await endpointOf(sellerId, id);
      await repo.deleteEndpoint(db, id);
    },

    /** A new secret; the old one keeps signing beside it for 24 hours. */
    rotateSecret: async (sellerId: string, id: string) => {
      const before = await endpointOf(sellerId, id);
      const at = now();
      const row = await repo.updateEndpoint(db, id, {
        secret: newWebhookSecret(),
        previousSecret: before.secret,
        previousSecretUntil: new Date(at.getTime() + webhookLimits.secretOverlapMs),
        updatedAt: at,
      });
      return { ...toWebhook(row!), secret: row!.secret };
    },

    deliveries: async (sellerId: string, id: string) => {
      await endpointOf(sellerId, id);
      return (await repo.listDeliveries(db, id, DELIVERIES_SHOWN)).map(toDelivery);
    },

    /** The same event again, as a new delivery with its own attempts. */
    redeliver: async (sellerId: string, id: string, deliveryId: string) => {
      await endpointOf(sellerId, id);
      const found = isUuid(deliveryId) ? await repo.findDelivery(db, id, deliveryId) : undefined;
      if (!found) throw new AppError('NOT_FOUND', { message: webhookMessages.deliveryNotFound });
      return queueOne(id, found.eventType, found.body);
    },

    /** A `webhook.test` event to this endpoint only, whatever it subscribes to. */
    test: async (sellerId: string, id: string) => {
      const endpoint = await endpointOf(sellerId, id);
      const at = now();
      const body = JSON.stringify({
        type: webhookTestEventType,
        timestamp: at.toISOString(),
        data: { webhookId: endpoint.id, message: 'This is a test event from Agentsy.' },
      });
      return queueOne(id, webhookTestEventType, body);
    },
  };
};

export type WebhooksService = ReturnType<typeof createWebhooksService>;
