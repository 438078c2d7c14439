import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { adminElevations } from '../../db/schema';

/** Serialises access-code attempts per account, so parallel guesses cannot slip past the limit. */
export const lockAdminLogin = async (tx: DbOrTx, userId: string) => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`admin_login:${userId}`}))`);
};

/** A new elevation for the session; a repeated sign-in starts the clocks again. */
export const upsertElevation = async (
  db: DbOrTx,
  { sessionId, userId, at }: { sessionId: string; userId: string; at: Date },
) => {
  const [row] = await db
    .insert(adminElevations)
    .values({ sessionId, userId, elevatedAt: at, lastSeenAt: at })
    .onConflictDoUpdate({ target: adminElevations.sessionId, set: { userId, elevatedAt: at, lastSeenAt: at } })
    .returning();
  return row!;
};

/**
 * The session's elevation if it is still live (used within the idle limit, younger than the
 * absolute limit), touched so the idle clock starts again; undefined otherwise.
 */
export const touchLiveElevation = async (
  db: DbOrTx,
  {
    sessionId,
    userId,
    now,
    idleSince,
    startedSince,
  }: { sessionId: string; userId: string; now: Date; idleSince: Date; startedSince: Date },
) => {
  const [row] = await db
    .update(adminElevations)
    .set({ lastSeenAt: now })
    .where(
      and(
        eq(adminElevations.sessionId, sessionId),
        eq(adminElevations.userId, userId),
        gt(adminElevations.lastSeenAt, idleSince),
        gt(adminElevations.elevatedAt, startedSince),
      ),
    )
    .returning();
  return row;
};

export const deleteElevation = async (db: DbOrTx, sessionId: string) => {
  const rows = await db.delete(adminElevations).where(eq(adminElevations.sessionId, sessionId)).returning();
  return rows.length > 0;
};
