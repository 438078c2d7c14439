import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { removeUnattachedVideos } from '../modules/listings/unattached-videos';
import type { MailService } from '../modules/mail/mail.service';
import type { MailTransport } from '../modules/mail/mail-transport';
import { sendModelNotices } from '../modules/models/model-notices';
import type { ReconcileResult } from '../modules/orders/reconcile-payments';
import type { ReleaseJobs } from '../modules/register-commerce';
import type { ScanJobs } from '../modules/scanning/register-scanning';
import type { DomainsService } from '../modules/trust/domains.service';
import type { Storage } from '../storage';
import { createJobRunner, defineJob, type JobDefinition, type JobRunner, type JobRunOutcome } from './job-runner';
import { pruneJobAttempts } from './job-runs.repo';
import { drainMailOutbox } from './mail-sender';
import { runPaymentReconciliation } from './payment-reconciliation';
import { analyzeTables } from './planner-statistics.repo';
import { runWeeklyPayouts } from './weekly-payouts';

const MINUTE_MS = 60_000;
const HISTORY_KEPT_MS = 30 * 24 * 60 * MINUTE_MS;

/** 1, 2, 4 ... minutes times `baseMs`. */
const doubling = (baseMs: number) => (failedAttempt: number) => baseMs * 2 ** (failedAttempt - 1);

export type SchedulerDeps = {
  db: Database;
  log: FastifyBaseLogger;
  reconcilePayments: (options: { now: Date }) => Promise<ReconcileResult>;
  mail: Pick<MailService, 'queue' | 'queueMany'>;
  transport: MailTransport;
  storage: Storage;
  /** An upload's temp file untouched for this long belongs to no upload still arriving. */
  stalePartMs: number;
  releases: ReleaseJobs;
  /** Connections of the notices fan-out's own (DATABASE_JOBS_POOL_SIZE); undefined shares the app's. */
  jobsDb?: Database;
  /** Requests are using the app's database connections now: the notices job pauses between batches. */
  requestsBusy?: () => boolean;
  domains: Pick<DomainsService, 'recheckDomains'>;
  scans: Pick<ScanJobs, 'queueRescans'>;
  /** Every run's outcome, for /metrics. */
  onRunFinished?: (job: string, outcome: JobRunOutcome, seconds: number) => void;
};

/** Every scheduled job of the app, with its schedule and retry policy. */
export const appJobs = ({
  db,
  log,
  reconcilePayments,
  mail,
  transport,
  storage,
  stalePartMs,
  releases,
  jobsDb,
  requestsBusy,
  domains,
  scans,
}: SchedulerDeps): JobDefinition[] => [
  defineJob({
    // Payments that succeeded while no process was there to book them are settled at start.
    name: 'reconcile-payments',
    schedule: '*/5 * * * *',
    atStartAfterMs: 0,
    leaseMs: 10 * MINUTE_MS,
    maxAttempts: 3,
    backoffMs: doubling(10_000),
    run: ({ now }) => runPaymentReconciliation({ db, reconcile: reconcilePayments, now }),
    isIdle: (r) => !r.ran || r.orders + r.refunds + r.canceled + r.failed === 0,
  }),
  defineJob({
    // Hourly: the job decides itself whether today is its day and whether it already ran.
    name: 'weekly-payouts',
    schedule: '0 * * * *',
    atStartAfterMs: MINUTE_MS,
    leaseMs: 30 * MINUTE_MS,
    maxAttempts: 3,
    backoffMs: doubling(MINUTE_MS),
    run: ({ now }) => runWeeklyPayouts({ db, mail, now }),
    isIdle: (r) => !r.ran,
  }),
  defineJob({
    // Each mail keeps its own attempts and backoff (mail-sender.ts); the next pass is 5 s away,
    // so a failed pass is not retried sooner.
    name: 'mail-sender',
    schedule: '*/5 * * * * *',
    leaseMs: 10 * MINUTE_MS,
    maxAttempts: 1,
    backoffMs: () => 0,
    run: ({ signal }) => drainMailOutbox({ db, transport, log, signal }),
    isIdle: (r) => r.sent + r.retried + r.failed === 0,
  }),
  defineJob({
    // Temp files of uploads whose process was killed or hung; main.ts also sweeps them at start.
    name: 'sweep-upload-parts',
    schedule: '*/10 * * * *',
    leaseMs: 10 * MINUTE_MS,
    maxAttempts: 1,
    backoffMs: () => 0,
    run: async ({ now }) => ({
      removed: (await storage.removeStaleParts?.(new Date(now.getTime() - stalePartMs))) ?? 0,
    }),
    isIdle: (r) => r.removed === 0,
  }),
  defineJob({
    // Demo videos uploaded on their own that no listing took within a day (unattached-videos.ts).
    name: 'remove-unattached-videos',
    schedule: '41 * * * *',
    atStartAfterMs: 2 * MINUTE_MS,
    leaseMs: 30 * MINUTE_MS,
    maxAttempts: 2,
    backoffMs: () => MINUTE_MS,
    run: ({ now }) => removeUnattachedVideos({ db, storage, now }),
    isIdle: (r) => r.removed === 0,
  }),
  defineJob({
    // Publishing only records that notices are owed; this sends them, a batch per transaction,
    // resuming where a crashed pass stopped (modules/releases/notices.ts). Each batch locks its
    // run, so two processes running it at once share the work rather than repeat it: the lease
    // only saves idle passes, and kept short it lets a process restarted after a crash resume
    // the notices within seconds instead of minutes.
    name: 'version-notices',
    schedule: '*/5 * * * * *',
    atStartAfterMs: 0,
    leaseMs: 15_000,
    maxAttempts: 3,
    backoffMs: doubling(1000),
    run: ({ signal }) => releases.sendVersionNotices(signal, { db: jobsDb, busy: requestsBusy }),
    isIdle: (r) => r.batches === 0,
  }),
  defineJob({
    // Versions made from older listings get their sha256 from the stored bytes.
    name: 'version-backfill',
    schedule: '41 4 * * *',
    atStartAfterMs: 0,
    leaseMs: 30 * MINUTE_MS,
    maxAttempts: 3,
    backoffMs: doubling(MINUTE_MS),
    run: ({ signal }) => releases.backfillVersions(signal),
    isIdle: (r) => r.hashed + r.missing === 0,
  }),
  defineJob({
    // Each verified domain is checked again once a week; a pass takes the ones due, 50 at a time
    // (modules/trust/domains.service.ts), so it runs hourly and most passes find nothing.
    name: 'domain-recheck',
    schedule: '23 * * * *',
    atStartAfterMs: 3 * MINUTE_MS,
    leaseMs: 30 * MINUTE_MS,
    maxAttempts: 2,
    backoffMs: () => MINUTE_MS,
    run: ({ now, signal }) => domains.recheckDomains({ now, signal }),
    isIdle: (r) => r.checked === 0,
  }),
  defineJob({
    // Published versions without a signature (from before signing, or whose publish could not
    // sign) get their signed manifest (modules/releases/manifest.ts).
    name: 'version-signing',
    schedule: '23 * * * *',
    atStartAfterMs: 0,
    leaseMs: 30 * MINUTE_MS,
    maxAttempts: 3,
    backoffMs: doubling(MINUTE_MS),
    run: ({ signal }) => releases.signVersions(signal),
    isIdle: (r) => r.signed === 0,
  }),
  defineJob({
    // Files never scanned and versions scanned by an older engine, a bounded number a minute;
    // the scan workers of every process take them from the queue (modules/scanning).
    name: 'scan-rescans',
    schedule: '* * * * *',
    atStartAfterMs: 0,
    leaseMs: 5 * MINUTE_MS,
    maxAttempts: 1,
    backoffMs: () => 0,
    run: ({ now }) => scans.queueRescans(now),
    isIdle: (r) => r.queued === 0,
  }),
  defineJob({
    // Sellers of listings made for a deprecated model, and buyers 30 days before a model's
    // shutdown, once each; what was sent is the notifications themselves, so passes that overlap
    // in two processes send nothing twice (modules/models/model-notices.ts).
    name: 'model-notices',
    schedule: '37 * * * *',
    atStartAfterMs: 4 * MINUTE_MS,
    leaseMs: 30 * MINUTE_MS,
    maxAttempts: 3,
    backoffMs: doubling(MINUTE_MS),
    run: ({ now, signal }) => sendModelNotices({ db, queueMails: mail.queueMany }, { now, signal }),
    isIdle: (r) => r.sellers + r.buyers === 0,
  }),
  defineJob({
    // The embedded database has no autovacuum to keep the planner's statistics (decision 081):
    // nightly, and once soon after start so a new or restored catalogue is counted.
    name: 'planner-statistics',
    schedule: '53 3 * * *',
    atStartAfterMs: 5 * MINUTE_MS,
    leaseMs: 30 * MINUTE_MS,
    maxAttempts: 2,
    backoffMs: () => MINUTE_MS,
    run: async () => {
      await analyzeTables(db);
      return { analyzed: true };
    },
  }),
  defineJob({
    name: 'prune-job-history',
    schedule: '17 3 * * *',
    leaseMs: 10 * MINUTE_MS,
    maxAttempts: 2,
    backoffMs: () => MINUTE_MS,
    run: async ({ now }) => ({ deleted: await pruneJobAttempts(db, new Date(now.getTime() - HISTORY_KEPT_MS)) }),
    isIdle: (r) => r.deleted === 0,
  }),
];

/**
 * A publish in this process starts its notices at once; the 5-second tick stays for the notices
 * owed by other processes' publishes and for a wake lost in a crash. Returns the unsubscribe.
 */
export const wakeNoticesOnPublish = (
  runner: Pick<JobRunner, 'trigger'>,
  releases: Pick<ReleaseJobs, 'onNoticesOwed'>,
) => releases.onNoticesOwed(() => void runner.trigger('version-notices'));

/** Starts the app's jobs (main.ts; never in tests); the returned function stops them. */
export const startScheduler = (deps: SchedulerDeps) => {
  const runner = createJobRunner({
    db: deps.db,
    log: deps.log,
    jobs: appJobs(deps),
    onRunFinished: deps.onRunFinished,
  });
  runner.start();
  const stopWaking = wakeNoticesOnPublish(runner, deps.releases);
  return async () => {
    stopWaking();
    await runner.stop();
  };
};
