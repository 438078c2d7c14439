import type { Database, DbOrTx } from '../../db/client';
import type { Storage } from '../../storage';
import { moveCurrentVersion } from './current-version';
import { inspectStoredFile } from './file-inspection';
import { signPublishedVersion } from './manifest';
import {
  insertMissingFirstVersions,
  listUnhashedVersions,
  listVersionsOfListing,
  setVersionDigest,
} from './versions.repo';

const BATCH = 20;
/** Listings read per statement when giving those without a version their 1.0.0. */
export const FIRST_VERSIONS_BATCH = 1000;

/** Every listing without a version gets its 1.0.0, FIRST_VERSIONS_BATCH listings per statement. */
export const insertAllMissingFirstVersions = async (db: Database | DbOrTx, signal?: AbortSignal) => {
  for (let afterId: string | undefined; !signal?.aborted; ) {
    afterId = await insertMissingFirstVersions(db, { afterId, limit: FIRST_VERSIONS_BATCH });
    if (!afterId) return;
  }
};

/**
 * Versions made by the migration from older listings carry no sha256 yet: SQL cannot read the
 * stored file. This hashes them, a few at a time; listings without any version get their 1.0.0
 * first. Run at start-up (jobs/scheduler.ts) and, for one listing, before its versions are shown
 * or served, so a digest is never missing from an answer.
 */
export const backfillVersions = async (
  { db, storage }: { db: Database | DbOrTx; storage: Storage },
  { listingId, signal }: { listingId?: string; signal?: AbortSignal } = {},
) => {
  if (listingId) await insertMissingFirstVersions(db, { listingId });
  else await insertAllMissingFirstVersions(db, signal);
  let hashed = 0;
  let missing = 0;
  for (;;) {
    if (signal?.aborted) break;
    const rows = await listUnhashedVersions(db, BATCH, listingId);
    const pending = rows.length;
    for (const row of rows) {
      const inspection = await inspectStoredFile(storage, { key: row.fileKey, fileName: row.fileName });
      if (!inspection) {
        // The file is gone from storage: hash the empty content so the row stops coming back.
        missing += 1;
        await setVersionDigest(db, row.id, { sha256: '', files: [] });
        await signPublishedVersion(db, { ...row, sha256: '', files: [] });
        continue;
      }
      await setVersionDigest(db, row.id, { sha256: inspection.sha256, files: inspection.files });
      await signPublishedVersion(db, { ...row, sha256: inspection.sha256, files: inspection.files });
      // The listing payload's current version carries the digest now known.
      await moveCurrentVersion(db, row.listingId);
      hashed += 1;
    }
    if (pending < BATCH) break;
  }
  return { hashed, missing };
};

/**
 * `backfillVersions` for one listing, only when it has something to do: a read on the way of
 * every versions call, a write only for a listing from before versions, once.
 */
export const ensureVersions = async (deps: { db: Database; storage: Storage }, listingId: string) => {
  const rows = await listVersionsOfListing(deps.db, listingId);
  if (rows.length > 0 && rows.every((r) => r.sha256 !== null)) return;
  await backfillVersions(deps, { listingId });
};
