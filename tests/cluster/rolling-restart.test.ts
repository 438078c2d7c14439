import { expect, inject, it } from 'vitest';
import { pidOf } from './support/cluster-control';
import { completedOrdersOf, unbalancedLedgerTransactions } from './support/database';
import { demoAccount } from './support/demo-accounts';
import { holdEventStream } from './support/event-stream';
import { startSteadyTraffic } from './support/steady-traffic';
import { createVisitor } from './support/visitor';

const BUY_STEPS = ['sign up', 'buy: intent', 'buy: card', 'buy: order', 'buy: download'];

/**
 * A deploy, as an operator does it: SIGTERM one app process, let it drain and exit, let the
 * cluster start it again (scripts/cluster/apps.ts), then the next one. Users keep browsing,
 * saving favourites and writing messages through nginx the whole time.
 */
it('restarting each app process in turn under steady traffic fails no request; event streams reconnect', {
  timeout: 240_000,
}, async () => {
  const seller = createVisitor();
  const s = demoAccount('seller');
  await seller.signIn(s.email, s.password);
  const traffic = await startSteadyTraffic();
  const ports = inject('appPorts');
  const streamEnds: string[] = [];

  try {
    for (const [index, port] of ports.entries()) {
      const app = index + 1;
      // A live stream held by the process about to go: it must end with a hint to reconnect.
      const tried: string[] = [];
      let stream = await holdEventStream(seller.cookieHeader());
      while (!stream.upstream.endsWith(`:${port}`) && tried.length < 12) {
        tried.push(`${stream.status} ${stream.upstream}`);
        await stream.close();
        stream = await holdEventStream(seller.cookieHeader());
      }
      expect(stream.upstream, `streams landed on: ${tried.join(', ')}`).toMatch(new RegExp(`:${port}$`));

      const served = traffic.servedBy(port);
      const oldPid = pidOf(app);
      process.kill(oldPid, 'SIGTERM');
      await expect.poll(() => stream.ended(), { timeout: 30_000 }).toBe(true);
      streamEnds.push(stream.received());
      await stream.close();

      // The cluster starts it again; once healthy, nginx sends it traffic again.
      await expect.poll(() => pidOf(app), { timeout: 30_000 }).not.toBe(oldPid);
      await expect
        .poll(async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined))?.status, {
          timeout: 90_000,
        })
        .toBe(200);
      await expect.poll(() => traffic.servedBy(port), { timeout: 60_000 }).toBeGreaterThan(served + 10);

      // The reconnecting browser finds a stream on either process.
      const again = await holdEventStream(seller.cookieHeader());
      expect(again.status).toBe(200);
      await again.close();
    }
  } finally {
    await traffic.stop();
  }

  const failed = traffic.outcomes.filter((o) => o.status < 200 || o.status >= 300);
  expect(failed).toEqual([]);
  expect(traffic.outcomes.length).toBeGreaterThan(100);
  expect(new Set(traffic.outcomes.map((o) => o.what))).toEqual(
    new Set(['page 1', 'search', 'listing', 'landing page', 'session', 'save', 'message', 'unsave', ...BUY_STEPS]),
  );
  // Every purchase the shopper saw succeed is one completed order, and the money adds up.
  const shoppers = await traffic.shopping;
  const expected = shoppers.flatMap((s) => s.bought.map((listingId) => ({ email: s.email, listing_id: listingId })));
  const sortKey = (o: { email: string; listing_id: string }) => `${o.email} ${o.listing_id}`;
  expect(expected.length).toBeGreaterThan(0);
  expect(await completedOrdersOf(shoppers.map((s) => s.email))).toEqual(
    expected.sort((a, b) => sortKey(a).localeCompare(sortKey(b))),
  );
  expect(await unbalancedLedgerTransactions()).toEqual([]);
  // Streams open with `retry: 2000`; a closing process's last words are a quicker one.
  for (const ended of streamEnds) expect(ended.trim().split('\n').at(-1)).toBe('retry: 500');
});
