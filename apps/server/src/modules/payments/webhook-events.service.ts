import type { Database, Transaction } from '../../db/client';
import { claimWebhookEvent, hasWebhookEvent, insertWebhookEvent } from './webhook-events.repo';

/** Provider event ids already handled, so a redelivery changes nothing. */
export const createWebhookEventsService = ({ db }: { db: Database }) => ({
  isHandled: (id: string) => hasWebhookEvent(db, id),
  /** Recorded after the work succeeded, so a failure leaves the event to the provider's retry. */
  markHandled: (event: { id: string; type: string; provider: string }) => insertWebhookEvent(db, event),
  /**
   * Records the event inside the transaction that handles it: the unique id makes a concurrent
   * second delivery wait for the first and then find it taken, so only one of them acts.
   */
  claimIn: (tx: Transaction, event: { id: string; type: string; provider: string }) => claimWebhookEvent(tx, event),
});

export type WebhookEventsService = ReturnType<typeof createWebhookEventsService>;
