import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { webhookEvents } from '../../db/schema';

/** Provider event ids already handled, so a redelivery changes nothing. */
export const createWebhookEventsService = ({ db }: { db: Database }) => ({
  isHandled: async (id: string) => {
    const [row] = await db
      .select({ id: webhookEvents.id })
      .from(webhookEvents)
      .where(eq(webhookEvents.id, id))
      .limit(1);
    return !!row;
  },
  /** Recorded after the work succeeded, so a failure leaves the event to the provider's retry. */
  markHandled: async (event: { id: string; type: string; provider: string }) => {
    await db.insert(webhookEvents).values(event).onConflictDoNothing();
  },
});

export type WebhookEventsService = ReturnType<typeof createWebhookEventsService>;
