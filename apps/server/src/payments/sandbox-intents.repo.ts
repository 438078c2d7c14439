import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { sandboxIntents } from '../db/schema';

export type SandboxRow = typeof sandboxIntents.$inferSelect;

export const findSandboxIntent = async (db: DbOrTx, id: string) => {
  const [row] = await db.select().from(sandboxIntents).where(eq(sandboxIntents.id, id)).limit(1);
  return row;
};

export const findSandboxIntentBySecret = async (db: DbOrTx, clientSecret: string) => {
  const [row] = await db.select().from(sandboxIntents).where(eq(sandboxIntents.clientSecret, clientSecret)).limit(1);
  return row;
};

export const insertSandboxIntent = async (db: DbOrTx, values: typeof sandboxIntents.$inferInsert) => {
  const [row] = await db.insert(sandboxIntents).values(values).returning();
  return row!;
};

/** Moves an intent that still awaits a card to `status`; undefined when it had moved already. */
export const settleUnpaidSandboxIntent = async (db: DbOrTx, id: string, status: 'succeeded' | 'canceled') => {
  const [row] = await db
    .update(sandboxIntents)
    .set(status === 'succeeded' ? { status, lastError: null } : { status })
    .where(and(eq(sandboxIntents.id, id), eq(sandboxIntents.status, 'requires_payment_method')))
    .returning();
  return row;
};

export const recordSandboxDecline = async (db: DbOrTx, id: string, message: string) => {
  await db.update(sandboxIntents).set({ lastError: message }).where(eq(sandboxIntents.id, id));
};

/** Sets the refund id once; undefined when another refund got there first. */
export const setSandboxRefundOnce = async (db: DbOrTx, id: string, refundId: string) => {
  const [row] = await db
    .update(sandboxIntents)
    .set({ refundId })
    .where(and(eq(sandboxIntents.id, id), isNull(sandboxIntents.refundId)))
    .returning();
  return row;
};
