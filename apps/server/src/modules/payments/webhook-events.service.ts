import type { Database } from '../../db/client';
import { hasWebhookEvent, insertWebhookEvent } from './webhook-events.repo';

/** Provider event ids already handled, so a redelivery changes nothing. */
export const createWebhookEventsService = ({ db }: { db: Database }) => ({
  isHandled: (id: string) => hasWebhookEvent(db, id),
  /** Recorded after the work succeeded, so a failure leaves the event to the provider's retry. */
  markHandled: (event: { id: string; type: string; provider: string }) => insertWebhookEvent(db, event),
});

export type WebhookEventsService = ReturnType<typeof createWebhookEventsService>;
