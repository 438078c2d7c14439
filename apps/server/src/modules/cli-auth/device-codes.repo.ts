import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deviceCodes } from '../../db/schema';

export type DeviceCodeRow = typeof deviceCodes.$inferSelect;

export const insertDeviceCode = async (db: DbOrTx, values: typeof deviceCodes.$inferInsert) => {
  const [row] = await db.insert(deviceCodes).values(values).onConflictDoNothing().returning();
  return row;
};

/** Codes a day past their expiry tell nobody anything; each new sign-in clears them away. */
export const deleteOldDeviceCodes = (db: DbOrTx) =>
  db.delete(deviceCodes).where(lt(deviceCodes.expiresAt, sql`now() - interval '1 day'`));

/** The code and whether it has expired, by the database's clock (the one every process shares). */
export const findDeviceCodeByHash = async (db: DbOrTx, deviceCodeHash: string) => {
  const [row] = await db
    .select({
      code: deviceCodes,
      expired: sql<boolean>`${deviceCodes.expiresAt} <= now()`,
      /** Seconds since the last poll; null before the first. */
      sinceLastPoll: sql<number | null>`extract(epoch from now() - ${deviceCodes.lastPolledAt})::float8`,
    })
    .from(deviceCodes)
    .where(eq(deviceCodes.deviceCodeHash, deviceCodeHash));
  return row;
};

export const recordPoll = (db: DbOrTx, id: string, intervalSeconds: number) =>
  db.update(deviceCodes).set({ lastPolledAt: sql`now()`, intervalSeconds }).where(eq(deviceCodes.id, id));

/** A code still waiting for the person, by its short form. */
export const findPendingByUserCode = async (db: DbOrTx, userCode: string) => {
  const [row] = await db
    .select()
    .from(deviceCodes)
    .where(
      and(eq(deviceCodes.userCode, userCode), eq(deviceCodes.status, 'pending'), gt(deviceCodes.expiresAt, sql`now()`)),
    );
  return row;
};

/** pending → approved or denied, only while it waits: a second click or an expired code changes nothing. */
export const decidePending = async (
  db: DbOrTx,
  { userCode, userId, status }: { userCode: string; userId: string; status: 'approved' | 'denied' },
) => {
  const rows = await db
    .update(deviceCodes)
    .set({ status, userId })
    .where(
      and(eq(deviceCodes.userCode, userCode), eq(deviceCodes.status, 'pending'), gt(deviceCodes.expiresAt, sql`now()`)),
    )
    .returning({ id: deviceCodes.id });
  return rows.length > 0;
};

/**
 * approved → consumed, once: of two polls racing for one approved code only one gets a row back
 * and with it a token.
 */
export const consumeApproved = async (db: DbOrTx, id: string) => {
  const [row] = await db
    .update(deviceCodes)
    .set({ status: 'consumed' })
    .where(and(eq(deviceCodes.id, id), eq(deviceCodes.status, 'approved'), gt(deviceCodes.expiresAt, sql`now()`)))
    .returning();
  return row;
};

export const attachToken = (db: DbOrTx, id: string, tokenId: string) =>
  db.update(deviceCodes).set({ tokenId }).where(eq(deviceCodes.id, id));
