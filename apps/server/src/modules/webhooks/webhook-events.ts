import type { WebhookEventType } from '@agentsy/contracts';
import type { DbOrTx } from '../../db/client';
import * as repo from './webhooks.repo';

/**
 * Writes one delivery per endpoint of the seller subscribed to `type`, in the caller's
 * transaction: the event exists exactly when the change that caused it commits. Every app
 * process's worker is woken at commit (NOTIFY is transactional), so delivery starts at once.
 */
export const emitWebhookEvent = async (
  tx: DbOrTx,
  sellerId: string,
  type: WebhookEventType,
  data: Record<string, unknown>,
  now = new Date(),
) => {
  const endpoints = await repo.listSubscribedEndpoints(tx, sellerId, type);
  if (endpoints.length === 0) return 0;
  const body = JSON.stringify({ type, timestamp: now.toISOString(), data });
  await repo.insertDeliveries(
    tx,
    endpoints.map((e) => ({ endpointId: e.id, eventType: type, body, runAfter: now, createdAt: now })),
  );
  await repo.notifyDeliveriesQueued(tx);
  return endpoints.length;
};

export type EmitWebhookEvent = typeof emitWebhookEvent;
