import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { orders, paymentIntents, sandboxIntents } from '../db/schema';
import { as, makeSale } from '../test/factories';
import {
  balanceOfUser,
  confirmCard,
  createIntent,
  expectLedgerBalanced,
  processPayment,
  snapshot,
} from '../test/payments-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import { runPaymentReconciliation } from './payment-reconciliation';

let t: TestApp;
const restarted: FastifyInstance[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  for (const app of restarted) await app.close();
  await t?.close();
});
afterEach(async () => expectLedgerBalanced(t.db));

let minute = 0;
const pass = (app: FastifyInstance, now = new Date(Date.now() + ++minute * 60_000)) =>
  runPaymentReconciliation({ db: t.db, reconcile: app.reconcilePayments, now });

/** A new app process on the same database, as after a restart. */
const restart = async () => {
  const app = await buildApp({ config: t.config, db: t.db, listen: t.listen });
  await app.ready();
  restarted.push(app);
  return app;
};

const setup = async (priceCents = 1000) => {
  const { seller, buyer, listing } = await makeSale(t.app, t.db, priceCents);
  const intent = (await createIntent(t.app, buyer, listing.id)).json() as {
    clientSecret: string;
    paymentIntentId: string;
  };
  return { seller, buyer, listing, intent };
};

const ordersOfListing = (listingId: string) => t.db.select().from(orders).where(eq(orders.listingId, listingId));

/**
 * The order step fails at exactly the point after the card was charged: every insert of an order
 * is refused until `heal` runs, as if the process had stopped there.
 */
const breakOrderStep = async () => {
  await t.db.execute(sql`create or replace function test_no_orders() returns trigger language plpgsql as $$
    begin raise exception 'process stopped'; end $$`);
  await t.db.execute(sql`create trigger test_no_orders before insert on orders
    for each row execute function test_no_orders()`);
  return async () => {
    await t.db.execute(sql`drop trigger test_no_orders on orders`);
  };
};

describe('payment reconciliation', () => {
  it('a stop between the card and the order: after a restart the order appears once', async () => {
    const s = await setup(1000);
    const heal = await breakOrderStep();
    const confirmed = await confirmCard(t.app, s.buyer, s.intent.clientSecret);
    expect(confirmed.statusCode).toBe(200);
    const [charged] = await t.db.select().from(sandboxIntents).where(eq(sandboxIntents.id, s.intent.paymentIntentId));
    expect(charged!.status).toBe('succeeded');
    expect(await ordersOfListing(s.listing.id)).toHaveLength(0);
    await heal();

    const app = await restart();
    expect(await pass(app)).toMatchObject({ ran: true, orders: 1, failed: 0 });
    expect(await pass(app)).toMatchObject({ ran: true, orders: 0 });
    const rows = await ordersOfListing(s.listing.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ buyerId: s.buyer.userId, status: 'completed', amountCents: 1030 });
    expect(await balanceOfUser(t.db, s.seller.userId)).toBe(890);
    // The buyer's own confirmation, arriving late, answers the same order.
    const late = await app.inject({
      method: 'POST',
      url: '/api/process-payment',
      headers: as(s.buyer),
      payload: { paymentIntentId: s.intent.paymentIntentId, listingId: s.listing.id },
    });
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json().id).toBe(rows[0]!.id);
  });

  it('the pass and the buyer at the same moment: one order, one sale', async () => {
    const s = await setup(3000);
    const heal = await breakOrderStep();
    await confirmCard(t.app, s.buyer, s.intent.clientSecret);
    await heal();
    const results = await Promise.all([
      pass(t.app),
      processPayment(t.app, s.buyer, s.intent.paymentIntentId, s.listing.id),
      processPayment(t.app, s.buyer, s.intent.paymentIntentId, s.listing.id),
    ]);
    expect(results.slice(1).map((r) => (r as { statusCode: number }).statusCode)).toEqual([200, 200]);
    expect(await ordersOfListing(s.listing.id)).toHaveLength(1);
    expect(await balanceOfUser(t.db, s.seller.userId)).toBe(2670);
  });

  it('a charged payment for a listing no longer on sale is refunded, not sold', async () => {
    const s = await setup(1000);
    const heal = await breakOrderStep();
    await confirmCard(t.app, s.buyer, s.intent.clientSecret);
    await heal();
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/listings/${s.listing.id}`,
      headers: as(s.seller),
      payload: { active: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await pass(t.app)).toMatchObject({ ran: true, orders: 0, refunds: 1 });
    expect(await ordersOfListing(s.listing.id)).toHaveLength(0);
    const [row] = await t.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.providerIntentId, s.intent.paymentIntentId));
    expect(row).toMatchObject({ status: 'refunded', refundReason: 'unavailable' });
    expect(row!.providerRefundId).toMatch(/^re_sandbox_/);
    const list = await t.app.inject({ method: 'GET', url: '/api/orders', headers: as(s.buyer) });
    expect(list.json()).toEqual([
      expect.objectContaining({ status: 'refunded', refundNote: 'Refunded automatically: agent no longer on sale' }),
    ]);
  });

  it('two processes at the same moment: only one runs the pass', async () => {
    const app = await restart();
    const at = new Date(Date.now() + ++minute * 60_000);
    // The first pass is held inside its work until the second has tried, so the two overlap however
    // the machine schedules them (a pass that has ended hands its lease back, see below).
    let finishFirst = () => {};
    let firstStarted = () => {};
    const started = new Promise<void>((resolve) => {
      firstStarted = resolve;
    });
    const first = runPaymentReconciliation({
      db: t.db,
      now: at,
      reconcile: async (options) => {
        firstStarted();
        await new Promise<void>((resolve) => {
          finishFirst = resolve;
        });
        return t.app.reconcilePayments(options);
      },
    });
    await started;
    const second = await pass(app, at);
    finishFirst();
    expect(second).toEqual({ ran: false, reason: expect.stringMatching(/^(locked|running)$/) });
    expect(await first).toMatchObject({ ran: true });
  });

  it('a pass that has ended does not hold back the next one, so a restart right after a crash reconciles', async () => {
    const at = new Date(Date.now() + ++minute * 60_000);
    expect(await pass(t.app, at)).toMatchObject({ ran: true });
    expect(await pass(t.app, new Date(at.getTime() + 1000))).toMatchObject({ ran: true });
  });

  it('an open intent nobody paid changes nothing', async () => {
    const s = await setup(1000);
    const before = await snapshot(t.db);
    expect(await pass(t.app)).toMatchObject({ ran: true, orders: 0, refunds: 0, canceled: 0 });
    expect(await snapshot(t.db)).toEqual(before);
    expect((await confirmCard(t.app, s.buyer, s.intent.clientSecret)).statusCode).toBe(200);
  });
});
