import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { listings, listingVersions, updateNoticeMutes, versionNoticeRuns } from '../../db/schema';

export type NoticeRunRow = typeof versionNoticeRuns.$inferSelect;

/** The oldest unfinished run, locked for this transaction; undefined when none is left or free. */
export const lockNextOpenRun = async (tx: DbOrTx) => {
  const [row] = await tx
    .select()
    .from(versionNoticeRuns)
    .where(isNull(versionNoticeRuns.doneAt))
    .orderBy(asc(versionNoticeRuns.createdAt), asc(versionNoticeRuns.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
};

export const findVersionWithTitle = async (db: DbOrTx, versionId: string) => {
  const [row] = await db
    .select({ version: listingVersions, listingTitle: listings.title })
    .from(listingVersions)
    .innerJoin(listings, eq(listings.id, listingVersions.listingId))
    .where(eq(listingVersions.id, versionId))
    .limit(1);
  return row;
};

export const listMutedAmong = async (db: DbOrTx, listingId: string, userIds: string[]) =>
  userIds.length === 0
    ? new Set<string>()
    : new Set(
        (
          await db
            .select({ userId: updateNoticeMutes.userId })
            .from(updateNoticeMutes)
            .where(and(eq(updateNoticeMutes.listingId, listingId), inArray(updateNoticeMutes.userId, userIds)))
        ).map((r) => r.userId),
      );

export const advanceRun = async (
  tx: DbOrTx,
  id: string,
  { cursor, notified, done }: { cursor: string | null; notified: number; done: boolean },
) => {
  await tx
    .update(versionNoticeRuns)
    .set({
      cursor,
      notified: sql`${versionNoticeRuns.notified} + ${notified}`,
      doneAt: done ? new Date() : null,
    })
    .where(eq(versionNoticeRuns.id, id));
};
