import { statfs } from 'node:fs/promises';
import { type Database, pingDatabase } from '../../db/client';
import type { Storage } from '../../storage';

/**
 * How far the read replica is behind, in seconds. The process that reads from a replica
 * (DATABASE_READ_URL) passes one; `replicaLagOf(readDb)` is the usual one.
 */
export type ReadReplicaProbe = { lagSeconds: () => Promise<number> };

export type CheckResult = { ok: boolean; ms: number; error?: string; lagSeconds?: number; freeBytes?: number };

export type ReadinessDeps = {
  db: Database;
  storage: Storage;
  readReplica?: ReadReplicaProbe;
  maxReplicaLagSeconds: number;
  /** The data folder (the embedded database, local uploads) and the free space it must keep. */
  disk?: { path: string; minFreeBytes: number };
  /** Each check gives up after this long: a probe that hangs is an answer too. */
  checkTimeoutMs?: number;
};

/** A key no upload ever has (uploads live under folders); asking for it only proves the store answers. */
const PROBE_KEY = 'readyz-probe';

const timed = async (run: () => Promise<Partial<CheckResult> | undefined>, timeoutMs: number) => {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    const extra = await Promise.race([run(), timeout]);
    return { ok: true, ms: Math.round(performance.now() - started), ...extra } as CheckResult;
  } catch (error) {
    const { message, freeBytes } = error as Error & { freeBytes?: number };
    return {
      ok: false,
      ms: Math.round(performance.now() - started),
      error: message,
      ...(freeBytes === undefined ? {} : { freeBytes }),
    };
  } finally {
    clearTimeout(timer);
  }
};

/** The database, the upload store, the data disk's free space and (when there is one) the read replica's lag, checked at once. */
export const checkReadiness = async ({
  db,
  storage,
  readReplica,
  maxReplicaLagSeconds,
  disk,
  checkTimeoutMs = 2000,
}: ReadinessDeps) => {
  const [database, store, replica, space] = await Promise.all([
    timed(async () => {
      await pingDatabase(db);
      return undefined;
    }, checkTimeoutMs),
    timed(async () => {
      await storage.exists(PROBE_KEY);
      return undefined;
    }, checkTimeoutMs),
    readReplica
      ? timed(async () => {
          const lagSeconds = await readReplica.lagSeconds();
          if (lagSeconds > maxReplicaLagSeconds) {
            throw Object.assign(new Error(`replica is ${lagSeconds.toFixed(1)} s behind`), { lagSeconds });
          }
          return { lagSeconds };
        }, checkTimeoutMs)
      : undefined,
    // A full disk fails every write (507); a balancer should send traffic elsewhere first.
    disk
      ? timed(async () => {
          const fs = await statfs(disk.path);
          const freeBytes = fs.bavail * fs.bsize;
          if (freeBytes < disk.minFreeBytes) {
            throw Object.assign(new Error(`${Math.floor(freeBytes / 1024 / 1024)} MB free on the data disk`), {
              freeBytes,
            });
          }
          return { freeBytes };
        }, checkTimeoutMs)
      : undefined,
  ]);
  const checks = { database, storage: store, ...(replica ? { replica } : {}), ...(space ? { disk: space } : {}) };
  return { ready: Object.values(checks).every((c) => c.ok), checks };
};
