import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Listen } from '../../db/listen';
import type { Storage } from '../../storage';
import type { MailService } from '../mail/mail.service';
import type { AdminModules } from '../register-admin';
import { createScanner, type Scanner } from './engine';
import {
  createRequestGauge,
  type RequestGauge,
  requestEnded,
  requestStarted,
  requestsInFlight,
} from './engine/request-gauge';
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
  /** Requests this process is answering, as the scanning threads see them. */
  requestsInFlight: () => number;
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
  /** Requests in flight, shared with the scanning threads; tests pass one to read it. */
  gauge?: RequestGauge;
};

/**
 * Counts every request from its start until its response is finished or its client left. Event
 * streams (EventSource asks with `Accept: text/event-stream`) stay open for hours and would hold
 * scans back all that time, so they are not counted.
 */
const countRequests = (app: FastifyInstance, gauge: RequestGauge) =>
  app.addHook('onRequest', (req, reply, done) => {
    if (!req.headers.accept?.includes('text/event-stream')) {
      requestStarted(gauge);
      // 'finish' when the answer is written ('close' may wait for a kept-alive connection), 'close'
      // alone when the client left first.
      let counted = true;
      const ended = () => {
        if (counted) requestEnded(gauge);
        counted = false;
      };
      reply.raw.once('finish', ended);
      reply.raw.once('close', ended);
    }
    done();
  });

/**
 * Scanning around the engine: the routes, and this process's worker of the scan queue, started
 * with the app when SCAN_POLL_MS is set and stopped (its running scans finished) when it closes.
 */
export const registerScanning = (
  app: FastifyInstance,
  {
    config,
    db,
    storage,
    listen,
    mail,
    admin,
    gauge = createRequestGauge(),
    scanner = createScanner({ nice: config.scan.nice, gauge }),
  }: Deps,
) => {
  countRequests(app, gauge);
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
    requestsInFlight: () => requestsInFlight(gauge),
  } satisfies ScanJobs);
  if (config.runJobs && config.scan.pollMs > 0) app.addHook('onReady', () => worker.start());
  app.addHook('onClose', async () => {
    await worker.stop();
    await scanner.close();
  });
};
