import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Listen } from '../../db/listen';
import { requireUser } from '../../plugins/session';
import type { MailService } from '../mail/mail.service';
import { type Resolve, resolveWithSystem } from './webhook-send';
import { createWebhookWorker } from './webhook-worker';
import { registerWebhooksRoutes } from './webhooks.routes';
import { createWebhooksService } from './webhooks.service';

export type WebhookJobs = {
  /** Sends every due delivery; tests call it rather than waiting. `at` stands in for now. */
  drain: (at?: Date) => Promise<number>;
  /** Claims and sends one due delivery as of `at`: tests of leases and retries. */
  runOnce: (at?: Date) => Promise<boolean>;
};

declare module 'fastify' {
  interface FastifyInstance {
    webhooks: WebhookJobs;
  }
}

/**
 * Loops per process, each sending a batch of deliveries at once: up to 80 requests in flight,
 * which mostly wait on receivers, for three statements per batch.
 */
const CONCURRENCY = 8;
const BATCH_SIZE = 10;

type Deps = {
  config: Config;
  db: Database;
  listen: Listen;
  mail: MailService;
  /** Name lookups for targets; tests answer for names of their own. */
  resolve?: Resolve;
};

/**
 * Sellers' webhooks: the calls for the web app's settings, and this process's delivery worker,
 * started with the app when jobs run here and stopped (its attempts finished) when it closes.
 * Events are written by the modules that cause them (emitWebhookEvent in webhooks.service.ts).
 * Returns the service, whose calls api-v1 also answers by token (v1-webhooks.routes.ts).
 */
export const registerWebhooks = (
  app: FastifyInstance,
  { config, db, listen, mail, resolve = resolveWithSystem }: Deps,
) => {
  const rules = { allowInsecure: config.webhooks.allowInsecure, allowPrivate: config.webhooks.allowPrivate };
  const service = createWebhooksService({ db, rules, resolve });
  registerWebhooksRoutes(app, service, {
    base: '/api/webhooks',
    onRequest: requireUser,
    sellerOf: (req) => req.user.id,
  });
  const worker = createWebhookWorker({
    db,
    log: app.log,
    listen,
    rules,
    resolve,
    queueMail: mail.queue,
    concurrency: CONCURRENCY,
    batchSize: BATCH_SIZE,
    pollMs: config.webhooks.pollMs,
  });
  app.decorate('webhooks', { drain: worker.drain, runOnce: worker.runOnce } satisfies WebhookJobs);
  if (config.runJobs && config.webhooks.pollMs > 0) app.addHook('onReady', () => worker.start());
  app.addHook('onClose', () => worker.stop());
  return service;
};
