import type { EngineResult } from '@agentsy/contracts';
import { and, count, desc, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { claimDueRows } from '../../db/lease-claim';
import { listings, listingVersions, versionScans } from '../../db/schema';

export type ScanRow = typeof versionScans.$inferSelect;
export type ScanOutcome = NonNullable<ScanRow['status']>;

export const SCAN_CHANNEL = 'scan_queued';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A new job, unless the version already has an unfinished one (the partial unique index). */
export const insertScanJob = async (
  db: DbOrTx,
  job: { versionId: string; sha256: string; reason: ScanRow['reason']; now: Date },
) => {
  const rows = await db
    .insert(versionScans)
    .values({ versionId: job.versionId, sha256: job.sha256, reason: job.reason, runAfter: job.now, createdAt: job.now })
    .onConflictDoNothing()
    .returning({ id: versionScans.id });
  return rows.length > 0;
};

/** Delivered to every listening process when the transaction commits. */
export const notifyScanQueued = async (db: DbOrTx) => {
  await db.execute(sql`select pg_notify(${SCAN_CHANNEL}, '')`);
};

/** Takes the oldest due job whose lease is free or ran out, for `leaseMs` (see claimDueRows). */
export const claimNextScan = async (
  db: DbOrTx,
  { now, leaseMs, worker }: { now: Date; leaseMs: number; worker: string },
) => {
  const alsoSet = sql`started_at = coalesce(started_at, ${now.toISOString()}::timestamptz)`;
  const [id] = await claimDueRows(db, {
    table: 'version_scans',
    open: sql`finished_at is null`,
    alsoSet,
    now,
    leaseMs,
    worker,
    limit: 1,
  });
  if (!id) return undefined;
  const [row] = await db.select().from(versionScans).where(eq(versionScans.id, id));
  return row;
};

/** Whether any job is due now or held by a worker: what `drain` waits for. */
export const countUnfinishedDue = async (db: DbOrTx, now: Date) => {
  const [row] = await db
    .select({ n: count() })
    .from(versionScans)
    .where(and(isNull(versionScans.finishedAt), sql`${versionScans.runAfter} <= ${now.toISOString()}::timestamptz`));
  return row?.n ?? 0;
};

/** The result, written only by the worker still holding the lease; undefined otherwise. */
export const finishScan = async (
  db: DbOrTx,
  s: {
    id: string;
    worker: string;
    now: Date;
    engineVersion: string | null;
    status: ScanOutcome;
    result: EngineResult | null;
    error?: string;
  },
) => {
  const [row] = await db
    .update(versionScans)
    .set({
      finishedAt: s.now,
      engineVersion: s.engineVersion,
      status: s.status,
      result: s.result,
      lastError: s.error ?? null,
      lockedUntil: null,
    })
    .where(and(eq(versionScans.id, s.id), eq(versionScans.lockedBy, s.worker), isNull(versionScans.finishedAt)))
    .returning();
  return row;
};

/** A failed try: the job waits until `runAfter`, its lease released. */
export const retryScanLater = async (db: DbOrTx, s: { id: string; worker: string; runAfter: Date; error: string }) => {
  const [row] = await db
    .update(versionScans)
    .set({ runAfter: s.runAfter, lockedUntil: null, lockedBy: null, lastError: s.error })
    .where(and(eq(versionScans.id, s.id), eq(versionScans.lockedBy, s.worker), isNull(versionScans.finishedAt)))
    .returning();
  return row;
};

export const listScansOfVersion = (db: DbOrTx, versionId: string) =>
  db.select().from(versionScans).where(eq(versionScans.versionId, versionId)).orderBy(desc(versionScans.createdAt));

export const findScan = async (db: DbOrTx, id: string) => {
  const [row] = await db.select().from(versionScans).where(eq(versionScans.id, id)).for('update');
  return row;
};

/** The seller's rescans of a version since `since`, oldest first (the oldest frees the next one). */
export const sellerRescansSince = (db: DbOrTx, versionId: string, since: Date) =>
  db
    .select({ createdAt: versionScans.createdAt })
    .from(versionScans)
    .where(
      and(eq(versionScans.versionId, versionId), eq(versionScans.reason, 'seller'), gte(versionScans.createdAt, since)),
    )
    .orderBy(versionScans.createdAt);

/** The appeal, on the version's latest scan, unless one was made already. */
export const setAppeal = async (db: DbOrTx, scanId: string, note: string, now: Date) => {
  const [row] = await db
    .update(versionScans)
    .set({ appealNote: note, appealedAt: now })
    .where(and(eq(versionScans.id, scanId), isNull(versionScans.appealedAt)))
    .returning();
  return row;
};

export const recordDecision = async (
  db: DbOrTx,
  d: { scanId: string; decision: 'clear' | 'block'; note: string; by: string; now: Date },
) => {
  const [row] = await db
    .update(versionScans)
    .set({ decision: d.decision, decisionNote: d.note, decidedBy: d.by, decidedAt: d.now })
    .where(and(eq(versionScans.id, d.scanId), isNull(versionScans.decidedAt), isNotNull(versionScans.finishedAt)))
    .returning();
  return row;
};

/**
 * The admin queue: each version's latest scan when it ended flagged, blocked or error, no admin
 * decided it and no newer scan is under way. Oldest first.
 */
export const listScanQueue = (db: DbOrTx, status: ScanOutcome | undefined) =>
  db
    .select({ scan: versionScans, version: listingVersions, listingTitle: listings.title, sellerId: listings.userId })
    .from(versionScans)
    .innerJoin(listingVersions, eq(listingVersions.id, versionScans.versionId))
    .innerJoin(listings, eq(listings.id, listingVersions.listingId))
    .where(
      and(
        isNull(versionScans.decidedAt),
        status ? eq(versionScans.status, status) : sql`${versionScans.status} in ('flagged', 'blocked', 'error')`,
        sql`not exists (select 1 from version_scans n where n.version_id = ${versionScans.versionId} and n.created_at > ${versionScans.createdAt})`,
      ),
    )
    .orderBy(versionScans.finishedAt)
    .limit(500);

/**
 * Queues, at most `limit` at a time, the versions never scanned (files from before scanning) and
 * the published, live versions whose latest scan ran on another engine. Versions with a scan under
 * way or without a stored file are left alone. Returns how many were queued.
 */
export const queueRescans = async (
  db: DbOrTx,
  { engineVersion, limit, now }: { engineVersion: string; limit: number; now: Date },
) => {
  const at = now.toISOString();
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into version_scans (version_id, sha256, reason, run_after, created_at)
      select v.id, v.sha256, case when last.id is null then 'backfill' else 'engine' end, ${at}::timestamptz, ${at}::timestamptz
      from listing_versions v
      left join lateral (
        select s.id, s.engine_version, s.finished_at from version_scans s
        where s.version_id = v.id order by s.created_at desc limit 1
      ) last on true
      where v.sha256 is not null and v.sha256 <> ''
        and (
          last.id is null
          or (last.finished_at is not null and v.published_at is not null and v.revoked_at is null
              and last.engine_version is distinct from ${engineVersion})
        )
      order by v.created_at
      limit ${limit}
      on conflict do nothing
      returning id`),
  );
  return rows.length;
};

export type VersionFacts = {
  version: typeof listingVersions.$inferSelect;
  listingTitle: string;
  sellerId: string;
  listingRemovedAt: Date | null;
};

const versionWithListing = (db: DbOrTx) =>
  db
    .select({
      version: listingVersions,
      listingTitle: listings.title,
      sellerId: listings.userId,
      listingRemovedAt: listings.removedAt,
    })
    .from(listingVersions)
    .innerJoin(listings, eq(listings.id, listingVersions.listingId));

/** The version and its listing's title and seller; `lock` holds the version row for the transaction. */
export const findVersionFacts = async (db: DbOrTx, versionId: string, { lock = false } = {}) => {
  const query = versionWithListing(db).where(eq(listingVersions.id, versionId)).limit(1);
  const [row] = lock ? await query.for('update', { of: listingVersions }) : await query;
  return row as VersionFacts | undefined;
};

export const findVersionFactsByNumber = async (
  db: DbOrTx,
  listingId: string,
  version: string,
  { lock = false } = {},
) => {
  const query = versionWithListing(db)
    .where(and(eq(listingVersions.listingId, listingId), eq(listingVersions.version, version)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: listingVersions }) : await query;
  return row as VersionFacts | undefined;
};
