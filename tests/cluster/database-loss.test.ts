import { expect, inject, it } from 'vitest';
import { controlCluster, pidOf } from './support/cluster-control';
import { completedOrdersOf, unbalancedLedgerTransactions } from './support/database';
import { type Outcome, startSteadyTraffic } from './support/steady-traffic';

const OUTAGE_MS = 10_000;
/** No answer may keep a user waiting longer than this while the database is away. */
const FAIL_FAST_MS = 5_000;

const statusOf = async (url: string) => (await fetch(url).catch(() => undefined))?.status;
const succeeded = (o: Outcome) => o.status >= 200 && o.status < 300;
/** The app's own answer for a missing database (lib/database-unavailable.ts), not nginx's 502. */
const clearlyUnavailable = (o: Outcome) =>
  o.status === 503 && o.code === 'SERVICE_UNAVAILABLE' && o.retryAfter !== null && o.retryAfter !== undefined;

it('with the primary stopped for 10 s under load, answers are quick and clear, no process restarts, and service resumes by itself', {
  timeout: 180_000,
}, async () => {
  const ports = inject('appPorts');
  const pids = ports.map((_, i) => pidOf(i + 1));
  const traffic = await startSteadyTraffic();
  await expect.poll(() => traffic.outcomes.length, { timeout: 30_000 }).toBeGreaterThan(20);

  const stoppedAt = Date.now();
  let restartedAt = Number.POSITIVE_INFINITY;
  let recoveredAt = Number.POSITIVE_INFINITY;
  try {
    await controlCluster('/primary/stop');
    for (const port of ports) {
      expect(await statusOf(`http://127.0.0.1:${port}/healthz`)).toBe(200);
      await expect.poll(() => statusOf(`http://127.0.0.1:${port}/readyz`), { timeout: 10_000 }).toBe(503);
    }
    // The outage lasts its length whatever the checks above took; this wait is the scenario.
    const left = stoppedAt + OUTAGE_MS - Date.now();
    if (left > 0) await new Promise((r) => setTimeout(r, left));

    restartedAt = Date.now();
    await controlCluster('/primary/start');
    for (const port of ports) {
      await expect.poll(() => statusOf(`http://127.0.0.1:${port}/readyz`), { timeout: 30_000 }).toBe(200);
    }
    // Back without a restart: the signed-in buyer's writes succeed again on both processes.
    recoveredAt = Date.now();
    const writesSince = () =>
      traffic.outcomes.filter((o) => o.at >= recoveredAt && o.what === 'message' && succeeded(o));
    await expect.poll(() => new Set(writesSince().map((o) => o.upstream)).size, { timeout: 30_000 }).toBe(2);
  } finally {
    await traffic.stop();
  }

  const outcomes = traffic.outcomes;
  const during = outcomes.filter((o) => o.at >= stoppedAt && o.at < restartedAt);
  expect(during.some((o) => o.status === 503)).toBe(true);
  // Every answer, outage or not, is a success or the app's clear 503, and none is slow.
  expect(outcomes.filter((o) => !succeeded(o) && !clearlyUnavailable(o))).toEqual([]);
  expect(outcomes.filter((o) => o.ms > FAIL_FAST_MS)).toEqual([]);
  // Once ready again, nothing fails.
  expect(outcomes.filter((o) => o.at >= recoveredAt && !succeeded(o))).toEqual([]);
  // Purchases cut by the outage left no half-made order and no unbalanced money.
  const shoppers = await traffic.shopping;
  const orders = await completedOrdersOf(shoppers.map((s) => s.email));
  const bought = new Set(shoppers.flatMap((s) => s.bought.map((id) => `${s.email} ${id}`)));
  for (const key of bought) expect(orders.map((o) => `${o.email} ${o.listing_id}`)).toContain(key);
  expect(await unbalancedLedgerTransactions()).toEqual([]);
  // The same processes served throughout: none crashed and was started again by the cluster.
  expect(ports.map((_, i) => pidOf(i + 1))).toEqual(pids);
});
