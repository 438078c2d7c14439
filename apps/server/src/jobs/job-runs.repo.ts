import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { rowsOf } from '../db/rows';
import { jobAttempts, jobRuns } from '../db/schema';

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
export const claimJobLease = async (tx: DbOrTx, job: string, now: Date, leaseMs: number, period = 'lease') =>
  (
    await tx
      .insert(jobRuns)
      .values({ job, period, ranAt: now })
      .onConflictDoUpdate({
        target: [jobRuns.job, jobRuns.period],
        set: { ranAt: now },
        setWhere: sql`${jobRuns.ranAt} <= ${new Date(now.getTime() - leaseMs).toISOString()}
          or ${jobRuns.ranAt} > ${now.toISOString()}`,
      })
      .returning()
  ).length > 0;

/**
 * Hands a lease taken at `takenAt` back at once (dated at the epoch), so the next due run need not
 * wait it out; a lease another process took over meanwhile is left alone.
 */
export const releaseJobLease = async (db: DbOrTx, job: string, takenAt: Date, period = 'lease') =>
  db
    .update(jobRuns)
    .set({ ranAt: new Date(0) })
    .where(and(eq(jobRuns.job, job), eq(jobRuns.period, period), eq(jobRuns.ranAt, takenAt)));

export type JobAttempt = typeof jobAttempts.$inferInsert;

export const recordJobAttempt = async (db: DbOrTx, attempt: JobAttempt) => {
  await db.insert(jobAttempts).values(attempt);
};

/** The newest attempts of one job first. */
export const listJobAttempts = (db: DbOrTx, job: string, limit = 50) =>
  db.select().from(jobAttempts).where(eq(jobAttempts.job, job)).orderBy(desc(jobAttempts.startedAt)).limit(limit);

/** Drops history older than `before`, so the table stays small. */
export const pruneJobAttempts = async (db: DbOrTx, before: Date) =>
  (await db.delete(jobAttempts).where(lt(jobAttempts.startedAt, before)).returning({ id: jobAttempts.id })).length;
