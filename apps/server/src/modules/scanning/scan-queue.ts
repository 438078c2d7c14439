import type { DbOrTx } from '../../db/client';
import { insertScanJob, notifyScanQueued } from './scans.repo';

export type ScanReason = 'upload' | 'backfill' | 'engine' | 'seller';

/**
 * Queues a scan of a version in the caller's transaction, so a version is never stored without
 * its scan. Every app process's worker is woken when the transaction commits (pg_notify); a
 * version that already has an unfinished scan keeps that one. True when a scan was queued.
 */
export const queueScan = async (
  tx: DbOrTx,
  job: { versionId: string; sha256: string; reason: ScanReason; now?: Date },
) => {
  const queued = await insertScanJob(tx, { ...job, now: job.now ?? new Date() });
  if (queued) await notifyScanQueued(tx);
  return queued;
};
