import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Listen } from '../../db/listen';
import type { Storage } from '../../storage';
import type { MailService } from '../mail/mail.service';
import type { AdminModules } from '../register-admin';
import { createScanner, type Scanner } from './engine';
import { createScanWorker } from './scan-worker';
import { registerScansRoutes } from './scans.routes';
import { createScansService } from './scans.service';

export type ScanJobs = {
  /** Runs every due scan to its end; tests call it rather than waiting. */
  drain: () => Promise<number>;
  /** Claims and runs one due scan as of `now`: tests of leases and retries. */
  runOnce: (now?: Date) => Promise<boolean>;
  /** One pass of the bounded background rescans (jobs/scheduler.ts). */
  queueRescans: (now?: Date) => Promise<{ queued: number }>;
};

declare module 'fastify' {
  interface FastifyInstance {
    scans: ScanJobs;
  }
}

type Deps = {
  config: Config;
  db: Database;
  storage: Storage;
  listen: Listen;
  mail: MailService;
  admin: AdminModules;
  /** The engine; tests pass one that answers what they need. */
  scanner?: Scanner;
};

/**
 * Scanning around the engine: the routes, and this process's worker of the scan queue, started
 * with the app when SCAN_POLL_MS is set and stopped (its running scans finished) when it closes.
 */
export const registerScanning = (
  app: FastifyInstance,
  { config, db, storage, listen, mail, admin, scanner = createScanner({ nice: config.scan.nice }) }: Deps,
) => {
  const scans = createScansService({
    db,
    isElevatedAdmin: admin.guard.isElevatedAdmin,
    audit: admin.audit,
    queueMail: mail.queue,
    queueMails: mail.queueMany,
    onNoticesOwed: () => app.releaseJobs.noticesOwed(),
  });
  registerScansRoutes(app, { scans, admin: admin.guard });
  const worker = createScanWorker({
    db,
    storage,
    scanner,
    queueMail: mail.queue,
    queueMails: mail.queueMany,
    log: app.log,
    listen,
    threads: config.scan.threads,
    pollMs: config.scan.pollMs,
    onNoticesOwed: () => app.releaseJobs.noticesOwed(),
  });
  app.decorate('scans', {
    drain: worker.drain,
    runOnce: worker.runOnce,
    queueRescans: (now?: Date) => scans.queueRescans(config.scan.rescansPerMinute, now),
  } satisfies ScanJobs);
  if (config.runJobs && config.scan.pollMs > 0) app.addHook('onReady', () => worker.start());
  app.addHook('onClose', async () => {
    await worker.stop();
    await scanner.close();
  });
};
