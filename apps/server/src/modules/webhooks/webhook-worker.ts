import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { webhookLimits, webhookTestEventType } from '@agentsy/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Listen } from '../../db/listen';
import { createWakeableIdle } from '../../lib/wakeable-idle';
import type { QueueMail } from '../mail/mail.service';
import { postWebhook, type Resolve, type SendResult, type TargetRules } from './webhook-send';
import { signedHeaders } from './webhook-signing';
import * as repo from './webhooks.repo';

/** Longer than the 10 s timeout and the checks around it: a worker silent this long is taken for dead. */
export const WEBHOOK_LEASE_MS = 60_000;

type Deps = {
  db: Database;
  log: FastifyBaseLogger;
  listen?: Listen;
  rules: TargetRules;
  resolve: Resolve;
  queueMail: QueueMail;
  /** Loops claiming batches side by side in this process. */
  concurrency: number;
  /** Deliveries one loop claims and sends at once. */
  batchSize: number;
  /** How often an idle worker looks for work it was not woken for (retries that came due). */
  pollMs: number;
  clock?: () => Date;
};

const gone = 'The endpoint answered 410 Gone, so it was turned off.';
const exhausted = 'Every retry of a delivery failed, so the endpoint was turned off.';

/**
 * The delivery worker, one per app process: `concurrency` loops each claim a batch of the oldest
 * due deliveries (SKIP LOCKED and a lease, so processes never send one twice at once), POST them
 * signed, side by side, and record the attempts. A failure is retried on the schedule; a 410, or the last retry failing,
 * turns the endpoint off (the latter mails the seller). A loop is woken by NOTIFY when any process
 * commits an event, and wakes the next while it finds full batches; each also looks every
 * `pollMs` for retries that came due.
 */
export const createWebhookWorker = ({
  db,
  log,
  listen,
  rules,
  resolve,
  queueMail,
  concurrency,
  batchSize,
  pollMs,
  clock = () => new Date(),
}: Deps) => {
  let stopped = true;
  let loops: Promise<void>[] = [];
  let stopListening: (() => Promise<void>) | undefined;
  const { wake, wakeOne, idle } = createWakeableIdle();
  const inFlight = new Set<Promise<number>>();

  const send = async (
    delivery: repo.DeliveryRow,
    endpoint: repo.EndpointRow | undefined,
    at: Date,
  ): Promise<SendResult> => {
    if (!endpoint) return { durationMs: 0, error: 'The webhook was deleted.' };
    if (!endpoint.enabled && delivery.eventType !== webhookTestEventType) {
      return { durationMs: 0, error: 'The webhook is turned off.' };
    }
    const headers = signedHeaders(endpoint, { id: delivery.id, body: delivery.body, at });
    return postWebhook({ url: endpoint.url, headers, body: delivery.body }, rules, resolve);
  };

  /** A failed attempt: retried on the schedule, or the delivery given up and the endpoint turned off. */
  const recordFailure = (delivery: repo.DeliveryRow, token: string, result: SendResult, now: Date) => {
    const wait = webhookLimits.retryDelaysMs[delivery.attempts - 1];
    const attempt = {
      responseStatus: result.status ?? null,
      durationMs: result.durationMs,
      responseStart: result.responseStart ?? null,
      lastError: result.error ?? null,
      lastAttemptAt: now,
    };
    log.info({ deliveryId: delivery.id, attempt: delivery.attempts, status: result.status }, 'webhook failed');
    return db.transaction(async (tx) => {
      if (result.status !== 410 && wait !== undefined) {
        return repo.recordAttempt(tx, delivery.id, token, { ...attempt, runAfter: new Date(now.getTime() + wait) });
      }
      const recorded = await repo.recordAttempt(tx, delivery.id, token, { ...attempt, status: 'failed' });
      // Another worker took the delivery over after this one's lease ran out: its result stands.
      if (!recorded) return;
      const reason = result.status === 410 ? gone : exhausted;
      const disabled = await repo.disableEndpoint(tx, delivery.endpointId, reason, now);
      if (disabled && result.status !== 410) {
        await queueMail(tx, {
          userId: disabled.sellerId,
          template: 'webhookDisabled',
          data: { url: disabled.url, attempts: delivery.attempts, lastProblem: problemOf(result) },
        });
      }
    });
  };

  /**
   * Claims up to `batchSize` due deliveries and sends them at once; 0 when none was due. Three
   * statements per batch (claim, endpoints, successes) rather than several per delivery. `at` is
   * for tests of retries.
   */
  const runBatch = async (at?: Date): Promise<number> => {
    const token = `${process.pid}:${randomUUID()}`;
    const claim = { now: at ?? clock(), leaseMs: WEBHOOK_LEASE_MS, worker: token, limit: batchSize };
    const deliveries = await repo.claimDueDeliveries(db, claim);
    if (deliveries.length === 0) return 0;
    // A full batch may have left more: another loop takes them while this one sends.
    if (deliveries.length === batchSize) wakeOne();
    const endpointIds = [...new Set(deliveries.map((d) => d.endpointId))];
    const endpoints = new Map((await repo.findEndpoints(db, endpointIds)).map((e) => [e.id, e]));
    const results = await Promise.all(
      deliveries.map((delivery) =>
        send(delivery, endpoints.get(delivery.endpointId), at ?? clock()).catch(
          (err: unknown): SendResult => ({ durationMs: 0, error: err instanceof Error ? err.message : String(err) }),
        ),
      ),
    );
    const now = at ?? clock();
    const ok = (r: SendResult) => r.status !== undefined && r.status >= 200 && r.status < 300;
    const successes = deliveries.flatMap((d, i) => {
      const r = results[i]!;
      return ok(r)
        ? [{ id: d.id, status: r.status!, durationMs: r.durationMs, responseStart: r.responseStart ?? null }]
        : [];
    });
    await repo.recordSuccesses(db, token, successes, now);
    for (const [i, delivery] of deliveries.entries()) {
      if (!ok(results[i]!)) await recordFailure(delivery, token, results[i]!, now);
    }
    return deliveries.length;
  };

  const tracked = (at?: Date) => {
    const run = runBatch(at);
    inFlight.add(run);
    return run.finally(() => inFlight.delete(run));
  };

  const loop = async () => {
    while (!stopped) {
      const sent = await tracked().catch((error: unknown) => {
        log.error({ err: error }, 'webhook worker pass failed');
        return 0;
      });
      if (sent === 0 && !stopped) await idle(pollMs);
    }
  };

  return {
    wake,
    /** One batch as of `at`: whether any delivery was due. */
    runOnce: async (at?: Date) => (await tracked(at)) > 0,

    /** Sends every due delivery, here or in another worker; tests call it instead of waiting. */
    drain: async (at?: Date) => {
      let ran = 0;
      for (;;) {
        for (let sent = await tracked(at); sent > 0; sent = await tracked(at)) ran += sent;
        if ((await repo.countPendingDue(db, at ?? clock())) === 0) return ran;
        if (inFlight.size > 0) await Promise.race(inFlight).catch(() => {});
        else await delay(25);
      }
    },

    start: async () => {
      if (!stopped) return;
      stopped = false;
      // One loop per commit, not all of them racing for the same few rows.
      if (listen) stopListening = await listen(repo.WEBHOOK_CHANNEL, wakeOne);
      loops = Array.from({ length: concurrency }, loop);
    },

    /** Lets the running attempts finish, then returns; the rest wait in the outbox. */
    stop: async () => {
      stopped = true;
      wake();
      await Promise.all(loops);
      await stopListening?.();
      stopListening = undefined;
    },
  };
};

const problemOf = (result: SendResult) =>
  result.status !== undefined ? `HTTP ${result.status}` : (result.error ?? '');

export type WebhookWorker = ReturnType<typeof createWebhookWorker>;
