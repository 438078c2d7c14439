/**
 * Webhook delivery from the committing transaction to local receivers, on PostgreSQL (the app in
 * its own process with its jobs on, as in production):
 *   bash scripts/scratch-postgres.sh bash -c 'export DATABASE_URL=$TEST_DATABASE_URL; npx tsx bench/webhooks.ts'
 * 100 endpoints (5 sellers with 20 each, the most a seller may have) on 10 loopback servers that
 * verify every signature with `standardwebhooks`. A buyer's messages to the sellers, 50 a second
 * in turn through POST /api/conversations/:id/messages, cause `message.received` events, each
 * sent to its seller's 20 endpoints. Two runs:
 *   steady  WEBHOOK_SECONDS at the rate; latency = arrival - the event's timestamp (p95 <= 1 s).
 *   kill -9 WEBHOOK_KILL_SECONDS at the rate, the app killed half way and started again at once;
 *           every committed event must reach every endpoint (by webhook-id, duplicates counted).
 * Knobs: WEBHOOK_RATE (50), WEBHOOK_SECONDS (30), WEBHOOK_KILL_SECONDS (20), WEBHOOK_SELLERS (5),
 * WEBHOOK_ENDPOINTS (100), WEBHOOK_RECEIVERS (10), DATABASE_POOL_SIZE (the app's default).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { rowsOf } from '../apps/server/src/db/rows';
import { openBenchDatabase } from './open-database';
import { startServer, stopServer } from './server-process';
import { type Receivers, startReceivers } from './webhook-receivers';

if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL must name a PostgreSQL database');
const knob = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const RATE = knob('WEBHOOK_RATE', 50);
const SECONDS = knob('WEBHOOK_SECONDS', 30);
const KILL_SECONDS = knob('WEBHOOK_KILL_SECONDS', 20);
const SELLERS = knob('WEBHOOK_SELLERS', 5);
const ENDPOINTS = knob('WEBHOOK_ENDPOINTS', 100);
const RECEIVERS = knob('WEBHOOK_RECEIVERS', 10);
const PORT = 3996;
const origin = `http://127.0.0.1:${PORT}`;
const appEnv: Record<string, string> = {
  AUTH_RATE_LIMIT: 'false',
  PUBLIC_URL: origin,
  WEBHOOKS_ALLOW_INSECURE: 'true',
  WEBHOOKS_ALLOW_PRIVATE: 'true',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'agentsy-bench-webhooks-')),
  ...(process.env.DATABASE_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE } : {}),
};
const startApp = () => startServer('apps/server/src/main.ts', PORT, appEnv);

const post = async (route: string, body: unknown, cookie = '') => {
  const res = await fetch(`${origin}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${route}: ${res.status} ${await res.text()}`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  return { json: (await res.json()) as Record<string, unknown>, cookie: cookies.join('; ') };
};

const stamp = Date.now().toString(36);
const signUp = async (name: string) => {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${stamp}@bench.agentsy.dev`;
  const { json, cookie } = await post('/api/auth/sign-up/email', { name, email, password: 'correct horse battery' });
  return { id: (json.user as { id: string }).id, cookie };
};

/** Sellers, their endpoints on the receivers, and one conversation from the buyer to each seller. */
const setUp = async (receivers: Receivers) => {
  const buyer = await signUp('Webhook Buyer');
  const conversations: string[] = [];
  for (let s = 0; s < SELLERS; s += 1) {
    const seller = await signUp(`Webhook Seller ${s}`);
    // Started before the endpoints exist, so the opening message sends no webhook.
    const started = await post(
      '/api/conversations',
      { participantId: seller.id, content: `bench setup ${s}` },
      buyer.cookie,
    );
    conversations.push(started.json.id as string);
    for (let n = s; n < ENDPOINTS; n += SELLERS) {
      const url = receivers.urlOf(n);
      const made = await post('/api/webhooks', { url, events: ['message.received'] }, seller.cookie);
      receivers.add({ path: new URL(url).pathname, seller: s, verifier: new Webhook(made.json.secret as string) });
    }
  }
  return { buyer, conversations };
};

type Sent = { key: string; seller: number; ok: boolean; ms: number };

/** Messages at RATE a second for `seconds`, each sent on time whatever the earlier ones are doing. */
const cause = async (
  run: string,
  seconds: number,
  { buyer, conversations }: Awaited<ReturnType<typeof setUp>>,
  at?: { second: number; act: () => Promise<void> },
) => {
  const total = Math.round(RATE * seconds);
  const started = performance.now();
  const sent: Promise<Sent>[] = [];
  let acted: Promise<void> | undefined;
  for (let i = 0; i < total; i += 1) {
    const due = started + (i * 1000) / RATE;
    // Sending goes on meanwhile: the calls made while the app is down are refused, not counted.
    if (at && !acted && due - started >= at.second * 1000) acted = at.act();
    const wait = due - performance.now();
    if (wait > 0) await delay(wait);
    const seller = i % SELLERS;
    const key = `bench ${run} ${i}`;
    const t0 = performance.now();
    sent.push(
      post(`/api/conversations/${conversations[seller]}/messages`, { content: key }, buyer.cookie).then(
        () => ({ key, seller, ok: true, ms: performance.now() - t0 }),
        () => ({ key, seller, ok: false, ms: performance.now() - t0 }),
      ),
    );
  }
  await acted;
  return Promise.all(sent);
};

/** Every (endpoint, committed event) pair: received or not, and receipts past the first. */
const tally = (receivers: Receivers, sent: Sent[]) => {
  let expected = 0;
  let delivered = 0;
  let duplicates = 0;
  let reIdentified = 0;
  for (const { key, seller, ok } of sent) {
    if (!ok) continue;
    for (const [p, endpoint] of receivers.endpoints) {
      if (endpoint.seller !== seller) continue;
      expected += 1;
      const ids = receivers.logs.get(p)!.events.get(key);
      if (!ids) continue;
      delivered += 1;
      if (ids.size > 1) reIdentified += 1;
      for (const id of ids) duplicates += receivers.logs.get(p)!.ids.get(id)! - 1;
    }
  }
  return { expected, delivered, missing: expected - delivered, duplicates, reIdentified };
};

const waitForAll = async (receivers: Receivers, sent: Sent[], timeoutMs: number) => {
  const deadline = performance.now() + timeoutMs;
  while (tally(receivers, sent).missing > 0 && performance.now() < deadline) await delay(50);
  return performance.now();
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const latencies = (receivers: Receivers, run: string) =>
  receivers.arrivals.filter((a) => a.run === run).map((a) => a.latencyMs);

const { db, close } = await openBenchDatabase();
const receivers = await startReceivers(RECEIVERS);
let app: ChildProcess = await startApp();
const rows: Record<string, string | number>[] = [];
try {
  const setup = await setUp(receivers);
  console.log(`${ENDPOINTS} endpoints for ${SELLERS} sellers on ${RECEIVERS} receivers; ${RATE} events a second`);

  const steady = await cause('steady', SECONDS, setup);
  const lastSent = performance.now();
  await waitForAll(receivers, steady, 120_000);
  const steadyMs = latencies(receivers, 'steady');
  const s = tally(receivers, steady);
  rows.push({
    run: 'steady',
    events: steady.filter((e) => e.ok).length,
    ...s,
    'p50 ms': percentile(steadyMs, 50),
    'p95 ms': percentile(steadyMs, 95),
    'max ms': percentile(steadyMs, 100),
    'drained after last send ms': Math.round(performance.now() - lastSent),
    'api p95 ms': Math.round(
      percentile(
        steady.map((e) => e.ms),
        95,
      ),
    ),
    target: percentile(steadyMs, 95) <= 1000 && s.missing === 0 ? 'p95 <= 1 s: met' : 'p95 <= 1 s: MISSED',
  });

  let pendingAtKill = 0;
  let restartedAt = 0;
  const killed = await cause('kill', KILL_SECONDS, setup, {
    second: KILL_SECONDS / 2,
    act: async () => {
      app.removeAllListeners('exit');
      const gone = new Promise((resolve) => app.once('exit', resolve));
      app.kill('SIGKILL');
      await gone;
      pendingAtKill = rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from webhook_deliveries where status = 'pending'`),
      )[0]!.n;
      app = await startApp();
      restartedAt = performance.now();
    },
  });
  // A delivery the killed process had claimed waits out its lease before another worker takes it.
  const allIn = await waitForAll(receivers, killed, 180_000);
  const k = tally(receivers, killed);
  rows.push({
    run: 'kill -9',
    events: killed.filter((e) => e.ok).length,
    ...k,
    'pending at kill': pendingAtKill,
    'all in after restart ms': Math.round(allIn - restartedAt),
    'refused while down': killed.filter((e) => !e.ok).length,
    target: k.missing === 0 ? 'nothing lost: met' : 'nothing lost: MISSED',
  });
} finally {
  const names = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const cell = (v: unknown) => String(v ?? '').padStart(20);
  for (const name of names) console.log(`${name.padEnd(28)}${rows.map((r) => cell(r[name])).join('')}`);
  console.log(`\nbad signatures ${receivers.problems.badSignature}, unknown paths ${receivers.problems.unknownPath}`);
  await stopServer(app);
  await receivers.close();
  await close();
}
