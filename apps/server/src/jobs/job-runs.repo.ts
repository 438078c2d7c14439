import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { rowsOf } from '../db/rows';
import { jobRuns } from '../db/schema';

/** A transaction-scoped advisory lock: only one app process at a time gets past it. */
export const tryJobLock = async (tx: DbOrTx, key: number) => {
  const [lock] = rowsOf<{ locked: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(${key}) as locked`));
  return lock?.locked === true;
};

/** Claims `period` of `job` once; false when it was claimed before. */
export const claimJobPeriod = async (tx: DbOrTx, job: string, period: string) =>
  (await tx.insert(jobRuns).values({ job, period }).onConflictDoNothing().returning()).length > 0;

/**
 * Takes the job's lease row when it is older than `leaseMs` (or dated in the future, after a
 * clock change); false while another run's lease is fresh.
 */
export const claimJobLease = async (tx: DbOrTx, job: string, now: Date, leaseMs: number) =>
  (
    await tx
      .insert(jobRuns)
      .values({ job, period: 'lease', ranAt: now })
      .onConflictDoUpdate({
        target: [jobRuns.job, jobRuns.period],
        set: { ranAt: now },
        setWhere: sql`${jobRuns.ranAt} <= ${new Date(now.getTime() - leaseMs).toISOString()}
          or ${jobRuns.ranAt} > ${now.toISOString()}`,
      })
      .returning()
  ).length > 0;
