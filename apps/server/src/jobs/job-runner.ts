import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { claimJobLease, recordJobAttempt, releaseJobLease, tryJobLock } from './job-runs.repo';

export type JobContext = { now: Date; signal: AbortSignal };

export type JobDefinition<Result = unknown> = {
  name: string;
  /** A cron pattern in UTC (croner syntax; six fields count seconds). */
  schedule: string;
  /** Also run once this long after start, for work left over while no process was up. */
  atStartAfterMs?: number;
  /**
   * How long one process owns the job once it starts a run, retries included; a process that
   * dies mid-run blocks the job for at most this long.
   */
  leaseMs: number;
  /** Attempts in all (1 = no retry) and the wait before each retry. */
  maxAttempts: number;
  backoffMs: (failedAttempt: number) => number;
  run: (context: JobContext) => Promise<Result>;
  /** A pass that found nothing to do leaves no history row. */
  isIdle?: (result: Result) => boolean;
};

/**
 * Checks a job against its own result type, then hides that type so jobs of different results
 * fit one list; the runner only hands a job's result back to the same job's `isIdle`.
 */
export const defineJob = <Result>(job: JobDefinition<Result>) => job as unknown as JobDefinition;

export type JobRunOutcome =
  | { ran: false; reason: 'busy' | 'leased' | 'stopped' }
  | { ran: true; outcome: 'succeeded' | 'failed'; attempts: number; error?: string };

/** The period of the runner's own lease row in job_runs, beside the jobs' own period rows. */
const RUNNING = 'running';
const ERROR_MAX_CHARS = 2000;

/** A stable advisory lock key per job name (FNV-1a, 31 bits), away from the fixed keys 727_00x. */
export const jobLockKey = (name: string) => {
  let hash = 0x811c9dc5;
  for (const char of name) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193);
  return (hash >>> 1) | 0x4000_0000;
};

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });

const summaryOf = (result: unknown) =>
  result && typeof result === 'object' && !Array.isArray(result) ? (result as Record<string, unknown>) : null;

/**
 * Runs scheduled jobs: croner decides when a job is due, an advisory lock plus a lease row in
 * job_runs decide which app process runs it, failed attempts are retried with backoff, and every
 * attempt that did work or failed is written to job_attempts. Any number of processes can run
 * the same runner; `stop` lets a running attempt finish and cancels the retries still waiting.
 */
export const createJobRunner = ({
  db,
  log,
  jobs,
  now = () => new Date(),
  onRunFinished,
}: {
  db: Database;
  log: FastifyBaseLogger;
  jobs: JobDefinition[];
  now?: () => Date;
  /** Told of every run this process tried, for /metrics; `seconds` includes retries. */
  onRunFinished?: (job: string, outcome: JobRunOutcome, seconds: number) => void;
}) => {
  const stopping = new AbortController();
  const running = new Map<string, Promise<JobRunOutcome>>();
  const followUps = new Map<string, Promise<JobRunOutcome>>();
  const crons: Cron[] = [];
  const timers: NodeJS.Timeout[] = [];

  /** The time the lease was taken at, or undefined while another process holds it. */
  const claim = (job: JobDefinition) =>
    db.transaction(async (tx) => {
      const takenAt = now();
      if (!(await tryJobLock(tx, jobLockKey(job.name)))) return undefined;
      return (await claimJobLease(tx, job.name, takenAt, job.leaseMs, RUNNING)) ? takenAt : undefined;
    });

  const attempts = async (job: JobDefinition): Promise<JobRunOutcome> => {
    for (let attempt = 1; ; attempt += 1) {
      const startedAt = now();
      try {
        const result = await job.run({ now: startedAt, signal: stopping.signal });
        if (!job.isIdle?.(result)) {
          const summary = summaryOf(result);
          await recordJobAttempt(db, {
            job: job.name,
            attempt,
            outcome: 'succeeded',
            summary,
            startedAt,
            finishedAt: now(),
          });
        }
        return { ran: true, outcome: 'succeeded', attempts: attempt };
      } catch (err) {
        const error = (err instanceof Error ? err.message : String(err)).slice(0, ERROR_MAX_CHARS);
        const last = attempt >= job.maxAttempts || stopping.signal.aborted;
        await recordJobAttempt(db, { job: job.name, attempt, outcome: 'failed', error, startedAt, finishedAt: now() });
        log.error(
          { err, job: job.name, attempt },
          last ? 'job failed; giving up until its next run' : 'job failed; will retry',
        );
        if (last) return { ran: true, outcome: 'failed', attempts: attempt, error };
        await sleep(job.backoffMs(attempt), stopping.signal);
        if (stopping.signal.aborted) return { ran: true, outcome: 'failed', attempts: attempt, error };
      }
    }
  };

  const runJob = async (job: JobDefinition): Promise<JobRunOutcome> => {
    if (stopping.signal.aborted) return { ran: false, reason: 'stopped' };
    const takenAt = await claim(job);
    if (!takenAt) return { ran: false, reason: 'leased' };
    try {
      return await attempts(job);
    } finally {
      await releaseJobLease(db, job.name, takenAt, RUNNING).catch((err) =>
        log.warn({ err, job: job.name }, 'job lease not released'),
      );
    }
  };

  /** Runs `name` now unless this process is already running it; resolves when it is done. */
  const runNow = (name: string): Promise<JobRunOutcome> => {
    const job = jobs.find((j) => j.name === name);
    if (!job) throw new Error(`unknown job ${name}`);
    if (running.has(name)) return Promise.resolve({ ran: false, reason: 'busy' });
    const started = performance.now();
    const run = runJob(job)
      .catch((err): JobRunOutcome => {
        // Claiming or recording failed (database away): the next due time tries again.
        log.error({ err, job: name }, 'job could not run');
        return { ran: true, outcome: 'failed', attempts: 0, error: (err as Error).message };
      })
      .then((outcome) => {
        onRunFinished?.(name, outcome, (performance.now() - started) / 1000);
        return outcome;
      })
      .finally(() => running.delete(name));
    running.set(name, run);
    return run;
  };

  /**
   * Runs `name` now, or once more as soon as this process's current run of it ends: a wake that
   * arrives mid-run may concern work that run had already looked past.
   */
  const trigger = (name: string): Promise<JobRunOutcome> => {
    const current = running.get(name);
    if (!current) return runNow(name);
    let next = followUps.get(name);
    if (!next) {
      next = current.then(() => {
        followUps.delete(name);
        return runNow(name);
      });
      followUps.set(name, next);
    }
    return next;
  };

  return {
    runNow,
    trigger,
    start: () => {
      for (const job of jobs) {
        crons.push(
          new Cron(job.schedule, { timezone: 'UTC', unref: true, protect: true }, () => {
            void runNow(job.name);
          }),
        );
        if (job.atStartAfterMs !== undefined) {
          const timer = setTimeout(() => void runNow(job.name), job.atStartAfterMs);
          timer.unref();
          timers.push(timer);
        }
      }
    },
    /** No new runs; waits for the running ones (their retries are cancelled). */
    stop: async () => {
      stopping.abort();
      for (const cron of crons) cron.stop();
      for (const timer of timers) clearTimeout(timer);
      await Promise.allSettled([...running.values()]);
    },
  };
};

export type JobRunner = ReturnType<typeof createJobRunner>;
