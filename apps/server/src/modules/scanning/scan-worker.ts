import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { setTimeout as delay } from 'node:timers/promises';
import { engineResultSchema, statusOfFindings } from '@agentsy/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Listen } from '../../db/listen';
import { createWakeableIdle } from '../../lib/wakeable-idle';
import type { Storage } from '../../storage';
import type { QueueMail, QueueMails } from '../mail/mail.service';
import { emitWebhookEvent } from '../webhooks/webhooks.service';
import { ENGINE_VERSION, type Scanner } from './engine';
import { applyScanOutcome, tellSellerOfScan } from './scan-outcome';
import * as repo from './scans.repo';

/** A first try and three retries; then the scan ends in `error` and waits for an admin. */
export const SCAN_MAX_ATTEMPTS = 4;
/** After the first, second and third failed try. */
export const SCAN_BACKOFF_MS = [5_000, 30_000, 120_000] as const;
/** A scan of 10 MB takes seconds; a worker silent this long is taken for dead. */
export const SCAN_LEASE_MS = 60_000;

type Deps = {
  db: Database;
  storage: Storage;
  scanner: Scanner;
  queueMail: QueueMail;
  queueMails?: QueueMails;
  log: FastifyBaseLogger;
  listen?: Listen;
  /** Scans this process runs at once. */
  threads: number;
  /** How often an idle worker looks for work it was not woken for. */
  pollMs: number;
  /** Told after a scan that published a version owing update notices has committed. */
  onNoticesOwed?: () => void;
  clock?: () => Date;
};

/**
 * The scan queue's worker, one per app process (decision 058): `threads`
 * loops each claim the oldest due job, read the stored bytes, hand them to the scanner and write
 * the result with its consequence in one transaction. Woken at once when any process queues a
 * scan (LISTEN), and every `pollMs` otherwise.
 */
export const createScanWorker = ({
  db,
  storage,
  scanner,
  queueMail,
  queueMails,
  log,
  listen,
  threads,
  pollMs,
  onNoticesOwed,
  clock = () => new Date(),
}: Deps) => {
  let stopped = true;
  let loops: Promise<void>[] = [];
  let stopListening: (() => Promise<void>) | undefined;
  const { wake, idle } = createWakeableIdle();
  const inFlight = new Set<Promise<boolean>>();

  const scanBytesOf = async (facts: repo.VersionFacts) => {
    const file = await storage.get(facts.version.fileKey);
    if (!file) throw new Error(`the stored file ${facts.version.fileKey} is missing`);
    const bytes = await buffer(file.stream);
    return engineResultSchema.parse(await scanner.scan({ bytes, fileName: facts.version.fileName }));
  };

  /** Claims and runs one due job; false when there was none. `now` is for tests of leases and retries. */
  const runOnce = async (at?: Date): Promise<boolean> => {
    // The process id says which process held a job; the rest makes every claim its own.
    const token = `${process.pid}:${randomUUID()}`;
    const job = await repo.claimNextScan(db, { now: at ?? clock(), leaseMs: SCAN_LEASE_MS, worker: token });
    if (!job) return false;
    const facts = await repo.findVersionFacts(db, job.versionId);
    let result: Awaited<ReturnType<typeof scanBytesOf>> | undefined;
    let failure: string | undefined;
    try {
      if (!facts) throw new Error('the version is gone');
      result = await scanBytesOf(facts);
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
      log.warn({ err: error, scanId: job.id, attempt: job.attempts }, 'scan failed');
    }
    const now = at ?? clock();
    let noticesOwed = false;
    await db.transaction(async (tx) => {
      if (failure !== undefined && job.attempts < SCAN_MAX_ATTEMPTS) {
        const wait = SCAN_BACKOFF_MS[job.attempts - 1] ?? SCAN_BACKOFF_MS.at(-1)!;
        await repo.retryScanLater(tx, {
          id: job.id,
          worker: token,
          runAfter: new Date(now.getTime() + wait),
          error: failure,
        });
        return;
      }
      const status = result ? statusOfFindings(result.findings) : 'error';
      const finished = await repo.finishScan(tx, {
        id: job.id,
        worker: token,
        now,
        engineVersion: ENGINE_VERSION,
        status,
        result: result ?? null,
        error: failure,
      });
      // Another worker took the job over after this one's lease ran out: its result stands.
      if (!finished) return;
      const locked = await repo.findVersionFacts(tx, job.versionId, { lock: true });
      if (!locked) return;
      ({ noticesOwed } = await applyScanOutcome(tx, { facts: locked, status, now, notify: { queueMail, queueMails } }));
      await emitWebhookEvent(tx, locked.sellerId, 'scan.completed', {
        scanId: job.id,
        listingId: locked.version.listingId,
        versionId: locked.version.id,
        version: locked.version.version,
        status,
      });
      if (job.reason === 'upload' || job.reason === 'seller') {
        await tellSellerOfScan(tx, { facts: locked, status, subjectId: job.id });
      }
    });
    if (noticesOwed) onNoticesOwed?.();
    return true;
  };

  const tracked = (at?: Date) => {
    const run = runOnce(at);
    inFlight.add(run);
    return run.finally(() => inFlight.delete(run));
  };

  const loop = async () => {
    while (!stopped) {
      const worked = await tracked().catch((error: unknown) => {
        log.error({ err: error }, 'scan worker pass failed');
        return false;
      });
      if (!worked && !stopped) await idle(pollMs);
    }
  };

  return {
    wake,
    runOnce: tracked,

    /**
     * Runs every due job to its end, here or in another worker, and returns how many this call
     * ran: tests call it instead of waiting for the loop.
     */
    drain: async () => {
      let ran = 0;
      for (;;) {
        while (await tracked()) ran += 1;
        if ((await repo.countUnfinishedDue(db, clock())) === 0) return ran;
        // Held by this process's own loop, or by another process: wait for it to finish.
        if (inFlight.size > 0) await Promise.race(inFlight).catch(() => {});
        else await delay(25);
      }
    },

    start: async () => {
      if (!stopped) return;
      stopped = false;
      if (listen) stopListening = await listen(repo.SCAN_CHANNEL, wake);
      loops = Array.from({ length: threads }, loop);
    },

    /** Lets the running scans finish, then returns; the jobs left wait in the queue. */
    stop: async () => {
      stopped = true;
      wake();
      await Promise.all(loops);
      await stopListening?.();
      stopListening = undefined;
    },
  };
};

export type ScanWorker = ReturnType<typeof createScanWorker>;
