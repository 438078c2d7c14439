import { and, arrayContains, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { claimDueRows } from '../../db/lease-claim';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
type NewEndpoint = typeof webhookEndpoints.$inferInsert;
type NewDelivery = typeof webhookDeliveries.$inferInsert;

/** Every app process's delivery worker listens here; NOTIFY is sent when the transaction commits. */
export const WEBHOOK_CHANNEL = 'webhook_deliveries';

export const notifyDeliveriesQueued = async (db: DbOrTx) => {
  await db.execute(sql`select pg_notify(${WEBHOOK_CHANNEL}, '')`);
};

/** The seller's enabled endpoints subscribed to `type`. */
export const listSubscribedEndpoints = (db: DbOrTx, sellerId: string, type: string) =>
  db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.sellerId, sellerId),
        eq(webhookEndpoints.enabled, true),
        arrayContains(webhookEndpoints.events, [type]),
      ),
    );

export const insertDeliveries = async (db: DbOrTx, rows: NewDelivery[]) =>
  rows.length === 0 ? [] : db.insert(webhookDeliveries).values(rows).returning();

export const insertEndpoint = async (db: DbOrTx, row: NewEndpoint) =>
  (await db.insert(webhookEndpoints).values(row).returning())[0]!;

export const listEndpointsOfSeller = (db: DbOrTx, sellerId: string) =>
  db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.sellerId, sellerId))
    .orderBy(desc(webhookEndpoints.createdAt));

export const countEndpointsOfSeller = async (db: DbOrTx, sellerId: string) =>
  (await db.select({ n: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.sellerId, sellerId)))[0]?.n ?? 0;

export const findEndpoint = async (db: DbOrTx, id: string) =>
  (await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)))[0];

export const updateEndpoint = async (db: DbOrTx, id: string, patch: Partial<NewEndpoint>) =>
  (await db.update(webhookEndpoints).set(patch).where(eq(webhookEndpoints.id, id)).returning())[0];

export const deleteEndpoint = async (db: DbOrTx, id: string) => {
  await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
};

/** The newest deliveries of an endpoint first. */
export const listDeliveries = (db: DbOrTx, endpointId: string, limit: number) =>
  db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);

export const findDelivery = async (db: DbOrTx, endpointId: string, id: string) =>
  (
    await db
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.endpointId, endpointId)))
  )[0];

/**
 * Takes up to `limit` of the oldest due deliveries whose lease is free or ran out, for `leaseMs`
 * (see claimDueRows), oldest first.
 */
export const claimDueDeliveries = async (
  db: DbOrTx,
  claim: { now: Date; leaseMs: number; worker: string; limit: number },
) => {
  const ids = await claimDueRows(db, { table: 'webhook_deliveries', open: sql`status = 'pending'`, ...claim });
  if (ids.length === 0) return [];
  return db
    .select()
    .from(webhookDeliveries)
    .where(inArray(webhookDeliveries.id, ids))
    .orderBy(webhookDeliveries.runAfter, webhookDeliveries.createdAt);
};

export const findEndpoints = (db: DbOrTx, ids: string[]) =>
  db.select().from(webhookEndpoints).where(inArray(webhookEndpoints.id, ids));

export type Success = { id: string; status: number; durationMs: number; responseStart: string | null };

/** Successful attempts in one statement, each written only while `worker` still holds its lease. */
export const recordSuccesses = async (db: DbOrTx, worker: string, done: Success[], at: Date) => {
  if (done.length === 0) return;
  await db.execute(sql`
    update webhook_deliveries d set
      status = 'succeeded', response_status = s.status, duration_ms = s."durationMs",
      response_start = s."responseStart", last_error = null, last_attempt_at = ${at.toISOString()}::timestamptz,
      locked_until = null, locked_by = null
    from jsonb_to_recordset(${JSON.stringify(done)}::jsonb)
      as s(id uuid, status int, "durationMs" int, "responseStart" text)
    where d.id = s.id and d.locked_by = ${worker}`);
};

/** The attempt's result, written only by the worker still holding the lease; undefined otherwise. */
export const recordAttempt = async (db: DbOrTx, id: string, worker: string, patch: Partial<NewDelivery>) =>
  (
    await db
      .update(webhookDeliveries)
      .set({ ...patch, lockedUntil: null, lockedBy: null })
      .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.lockedBy, worker)))
      .returning()
  )[0];

/** Due deliveries, held or not: what `drain` waits for. */
export const countPendingDue = async (db: DbOrTx, now: Date) =>
  (
    await db
      .select({ n: count() })
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.status, 'pending'),
          sql`${webhookDeliveries.runAfter} <= ${now.toISOString()}::timestamptz`,
        ),
      )
  )[0]?.n ?? 0;

/** Turns an enabled endpoint off; undefined when it already was, so the seller is told once. */
export const disableEndpoint = async (db: DbOrTx, id: string, reason: string, at: Date) =>
  (
    await db
      .update(webhookEndpoints)
      .set({ enabled: false, disabledReason: reason, updatedAt: at })
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.enabled, true)))
      .returning()
  )[0];
