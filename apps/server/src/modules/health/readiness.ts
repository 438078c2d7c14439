import { type Database, pingDatabase } from '../../db/client';
import type { Storage } from '../../storage';

/**
 * How far the read replica is behind, in seconds. The process that reads from a replica
 * (DATABASE_READ_URL) passes one; `replicaLagOf(readDb)` is the usual one.
 */
export type ReadReplicaProbe = { lagSeconds: () => Promise<number> };

export type CheckResult = { ok: boolean; ms: number; error?: string; lagSeconds?: number };

export type ReadinessDeps = {
  db: Database;
  storage: Storage;
  readReplica?: ReadReplicaProbe;
  maxReplicaLagSeconds: number;
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
    return { ok: false, ms: Math.round(performance.now() - started), error: (error as Error).message };
  } finally {
    clearTimeout(timer);
  }
};

/** The database, the upload store and (when there is one) the read replica's lag, checked at once. */
export const checkReadiness = async ({
  db,
  storage,
  readReplica,
  maxReplicaLagSeconds,
  checkTimeoutMs = 2000,
}: ReadinessDeps) => {
  const [database, store, replica] = await Promise.all([
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
  ]);
  const checks = { database, storage: store, ...(replica ? { replica } : {}) };
  return { ready: Object.values(checks).every((c) => c.ok), checks };
};
