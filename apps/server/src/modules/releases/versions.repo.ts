import type { CurrentVersion } from '@agentsy/contracts';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  listings,
  listingVersions,
  orderVersionDownloads,
  updateNoticeMutes,
  versionNoticeRuns,
} from '../../db/schema';

export type VersionRow = typeof listingVersions.$inferSelect;
export type NewVersion = typeof listingVersions.$inferInsert;

export const insertVersion = async (db: DbOrTx, values: NewVersion) => {
  const [row] = await db.insert(listingVersions).values(values).returning();
  return row!;
};

export const listVersionsOfListing = (db: DbOrTx, listingId: string) =>
  db.select().from(listingVersions).where(eq(listingVersions.listingId, listingId));

export const findVersion = async (db: DbOrTx, listingId: string, version: string) => {
  const [row] = await db
    .select()
    .from(listingVersions)
    .where(and(eq(listingVersions.listingId, listingId), eq(listingVersions.version, version)))
    .limit(1);
  return row;
};

/** Revokes a published, not yet revoked version; undefined when it was not (the caller says why). */
export const revokeVersionRow = async (db: DbOrTx, id: string, reason: string, now: Date) => {
  const [row] = await db
    .update(listingVersions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(
      and(
        eq(listingVersions.id, id),
        isNull(listingVersions.revokedAt),
        sql`${listingVersions.publishedAt} is not null`,
      ),
    )
    .returning();
  return row;
};

export const setVersionDigest = async (
  db: DbOrTx,
  id: string,
  digest: { sha256: string; files: { path: string; size: number; sha256: string }[] },
) => {
  await db.update(listingVersions).set(digest).where(eq(listingVersions.id, id));
};

export const listUnhashedVersions = (db: DbOrTx, limit: number, listingId?: string) =>
  db
    .select()
    .from(listingVersions)
    .where(and(isNull(listingVersions.sha256), listingId ? eq(listingVersions.listingId, listingId) : undefined))
    .orderBy(asc(listingVersions.createdAt))
    .limit(limit);

/**
 * Gives listings without any version (written before versions existed, or by tools writing rows
 * directly) their version 1.0.0 from the listing's file; the migration did the same once. One
 * statement covers one listing, or the `limit` listings after `afterId` in id order: 100,000 at
 * once held an embedded database (one connection) for minutes, and the app's start behind it.
 * Answers the last id read, undefined when no listing was left.
 */
export const insertMissingFirstVersions = async (
  db: DbOrTx,
  among: { listingId: string } | { afterId: string | undefined; limit: number },
) => {
  const page =
    'listingId' in among
      ? sql`select ${among.listingId}::uuid as id`
      : sql`select id from listings ${among.afterId ? sql`where id > ${among.afterId}` : sql``} order by id limit ${among.limit}`;
  const [last] = rowsOf<{ id: string }>(
    await db.execute(sql`
      with page as (${page}),
      added as (
        insert into listing_versions (listing_id, version, file_key, file_name, file_size, file_mime, status, published_at, created_at)
        select l.id, '1.0.0', l.file_key, l.file_name, l.file_size, l.file_mime, 'clean', l.created_at, l.created_at
        from listings l join page p on p.id = l.id
        where not exists (select 1 from listing_versions v where v.listing_id = l.id)
        on conflict do nothing)
      select id from page order by id desc limit 1`),
  );
  return last?.id;
};

/** The listing's own file columns follow its current version, so its payload shows that file. */
export const pointListingAtFile = async (
  db: DbOrTx,
  listingId: string,
  file: {
    fileKey: string;
    fileName: string;
    fileSize: number;
    fileMime: string;
    currentVersion: CurrentVersion;
    currentModels: string[];
  },
) => {
  await db
    .update(listings)
    .set({ ...file, updatedAt: new Date() })
    .where(eq(listings.id, listingId));
};

export const clearCurrentVersion = async (db: DbOrTx, listingId: string) => {
  await db.update(listings).set({ currentVersion: null, currentModels: [] }).where(eq(listings.id, listingId));
};

export const insertNoticeRun = async (db: DbOrTx, versionId: string, kind: 'version_published' | 'version_revoked') => {
  await db.insert(versionNoticeRuns).values({ versionId, kind }).onConflictDoNothing();
};

export const setMuted = async (db: DbOrTx, userId: string, listingId: string, muted: boolean) => {
  if (muted) await db.insert(updateNoticeMutes).values({ userId, listingId }).onConflictDoNothing();
  else {
    await db
      .delete(updateNoticeMutes)
      .where(and(eq(updateNoticeMutes.userId, userId), eq(updateNoticeMutes.listingId, listingId)));
  }
};

export const isMuted = async (db: DbOrTx, userId: string, listingId: string) => {
  const [row] = await db
    .select({ userId: updateNoticeMutes.userId })
    .from(updateNoticeMutes)
    .where(and(eq(updateNoticeMutes.userId, userId), eq(updateNoticeMutes.listingId, listingId)))
    .limit(1);
  return !!row;
};

/**
 * One row per order and version; a repeat download moves its time only. The database's clock,
 * in microseconds, orders two downloads a moment apart.
 */
export const recordVersionDownload = async (db: DbOrTx, orderId: string, versionId: string) => {
  const at = sql`clock_timestamp()`;
  await db
    .insert(orderVersionDownloads)
    .values({ orderId, versionId, firstDownloadedAt: at, lastDownloadedAt: at })
    .onConflictDoUpdate({
      target: [orderVersionDownloads.orderId, orderVersionDownloads.versionId],
      set: { lastDownloadedAt: at },
    });
};

/** The version the order downloaded most recently, if any. */
export const findLastDownloadedVersion = async (db: DbOrTx, orderId: string) => {
  const [row] = await db
    .select({ version: listingVersions.version })
    .from(orderVersionDownloads)
    .innerJoin(listingVersions, eq(listingVersions.id, orderVersionDownloads.versionId))
    .where(eq(orderVersionDownloads.orderId, orderId))
    .orderBy(desc(orderVersionDownloads.lastDownloadedAt))
    .limit(1);
  return row?.version ?? null;
};

export const findVersionById = async (db: DbOrTx, id: string) => {
  const [row] = await db.select().from(listingVersions).where(eq(listingVersions.id, id)).for('update').limit(1);
  return row;
};

/**
 * Clean and published; a version a scan withdrew (its revocation reason is the scan's) comes
 * back. A version its seller revoked stays revoked.
 */
export const markVersionPublished = async (db: DbOrTx, id: string, now: Date, withdrawnReason: string) => {
  const byScan = sql`(${listingVersions.revokeReason} is not distinct from ${withdrawnReason})`;
  const [row] = await db
    .update(listingVersions)
    .set({
      status: 'clean',
      publishedAt: sql`coalesce(${listingVersions.publishedAt}, ${now.toISOString()}::timestamptz)`,
      revokedAt: sql`case when ${byScan} then null else ${listingVersions.revokedAt} end`,
      revokeReason: sql`case when ${byScan} then null else ${listingVersions.revokeReason} end`,
    })
    .where(eq(listingVersions.id, id))
    .returning();
  return row;
};

/** Blocked; a published one is withdrawn too (its revocation reason is what buyers read). */
export const withdrawVersionRow = async (db: DbOrTx, id: string, reason: string, now: Date) => {
  const [row] = await db
    .update(listingVersions)
    .set({
      status: 'blocked',
      revokedAt: sql`case when ${listingVersions.publishedAt} is not null then coalesce(${listingVersions.revokedAt}, ${now.toISOString()}::timestamptz) end`,
      revokeReason: sql`case when ${listingVersions.publishedAt} is not null then coalesce(${listingVersions.revokeReason}, ${reason}) end`,
    })
    .where(eq(listingVersions.id, id))
    .returning();
  return row;
};

/** A scan's outcome on a version that is not published, or that stays published (flagged, error). */
export const setVersionStatus = async (db: DbOrTx, id: string, status: VersionRow['status']) => {
  const [row] = await db.update(listingVersions).set({ status }).where(eq(listingVersions.id, id)).returning();
  return row;
};

/** The listing's seller, for the events a version's change sends. */
export const findListingSeller = async (db: DbOrTx, listingId: string) =>
  (await db.select({ userId: listings.userId }).from(listings).where(eq(listings.id, listingId)))[0]?.userId;
