import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { webhookEvents } from '../../db/schema';

export const hasWebhookEvent = async (db: DbOrTx, id: string) => {
  const [row] = await db.select({ id: webhookEvents.id }).from(webhookEvents).where(eq(webhookEvents.id, id)).limit(1);
  return !!row;
};

export const insertWebhookEvent = async (db: DbOrTx, event: { id: string; type: string; provider: string }) => {
  await db.insert(webhookEvents).values(event).onConflictDoNothing();
};

/** Inserts the event id in the caller's transaction; false when it was already there. */
export const claimWebhookEvent = async (db: DbOrTx, event: { id: string; type: string; provider: string }) => {
  const rows = await db.insert(webhookEvents).values(event).onConflictDoNothing().returning({ id: webhookEvents.id });
  return rows.length > 0;
};
