import { automaticRefundReasons } from '@agentsy/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, paymentIntents, sandboxIntents } from '../../db/schema';
import { makeSale } from '../../test/factories';
import {
  balanceOfUser,
  buy,
  confirmCard,
  createIntent,
  processPayment,
  snapshot,
  useLedgerCheckedApp,
} from '../../test/payments-fixtures';
import { balanceOf } from '../ledger/ledger.repo';
import { accounts } from '../ledger/ledger-accounts';

const t = useLedgerCheckedApp();

const setup = async (priceCents = 1000) => {
  const { seller, buyer, listing } = await makeSale(t.app, t.db, priceCents);
  return { seller, buyer, listing };
};

/** Two checkout tabs: both intents are created before either is paid. */
const twoTabs = async (s: Awaited<ReturnType<typeof setup>>) => {
  const a = (await createIntent(t.app, s.buyer, s.listing.id)).json();
  const b = (await createIntent(t.app, s.buyer, s.listing.id)).json();
  expect([a.paymentIntentId, b.paymentIntentId].every(Boolean)).toBe(true);
  return [a, b] as { clientSecret: string; paymentIntentId: string }[];
};

const ordersOf = (buyerId: string, listingId: string) =>
  t.db
    .select()
    .from(orders)
    .where(and(eq(orders.buyerId, buyerId), eq(orders.listingId, listingId)));

const intentRow = async (providerIntentId: string) =>
  (await t.db.select().from(paymentIntents).where(eq(paymentIntents.providerIntentId, providerIntentId)))[0]!;

const sandboxRow = async (id: string) =>
  (await t.db.select().from(sandboxIntents).where(eq(sandboxIntents.id, id)))[0]!;

describe('a buyer owns a listing once', () => {
  it('refuses a new payment intent for a listing already bought: 409 Already Purchased, nothing recorded', async () => {
    const { buyer, listing } = await setup();
    await buy(t.app, buyer, listing.id);
    const before = await snapshot(t.db);
    const res = await createIntent(t.app, buyer, listing.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'ALREADY_PURCHASED',
      title: 'Already Purchased',
      message: 'You have already purchased this agent.',
    });
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('two tabs paid: the second payment makes no order, is refunded at the provider and in the ledger', async () => {
    const s = await setup(1000);
    const [first, second] = await twoTabs(s);
    expect((await confirmCard(t.app, s.buyer, first!.clientSecret)).statusCode).toBe(200);
    expect((await processPayment(t.app, s.buyer, first!.paymentIntentId, s.listing.id)).statusCode).toBe(200);

    expect((await confirmCard(t.app, s.buyer, second!.clientSecret)).statusCode).toBe(200);
    const res = await processPayment(t.app, s.buyer, second!.paymentIntentId, s.listing.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'ALREADY_PURCHASED',
      message: 'You have already purchased this agent. This payment was refunded automatically.',
    });

    expect(await ordersOf(s.buyer.userId, s.listing.id)).toHaveLength(1);
    expect(await balanceOfUser(t.db, s.seller.userId)).toBe(890);
    const refunded = await intentRow(second!.paymentIntentId);
    expect(refunded).toMatchObject({ status: 'refunded', refundReason: 'duplicate' });
    expect((await sandboxRow(second!.paymentIntentId)).refundId).toBe(refunded.providerRefundId);
    expect(refunded.providerRefundId).toMatch(/^re_sandbox_/);
    // Charge in and refund out: the money held for the duplicate is back to zero.
    expect(await balanceOf(t.db, accounts.unmatchedPayments)).toBe(0);

    const list = await t.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie: s.buyer.cookie } });
    const entries = list.json() as { status: string; refundNote?: string | null; downloadUrl: string | null }[];
    expect(entries.map((o) => o.status).sort()).toEqual(['completed', 'refunded']);
    const note = entries.find((o) => o.status === 'refunded')!;
    expect(note).toMatchObject({ refundNote: automaticRefundReasons.duplicate, downloadUrl: null, amount: '10.30' });
    expect(automaticRefundReasons.duplicate).toBe('Refunded automatically: duplicate payment');
  });

  it('double submission of the duplicate refunds once and answers the same', async () => {
    const s = await setup(2000);
    const [first, second] = await twoTabs(s);
    await confirmCard(t.app, s.buyer, first!.clientSecret);
    await confirmCard(t.app, s.buyer, second!.clientSecret);
    const before = await snapshot(t.db);
    const again = await Promise.all([
      processPayment(t.app, s.buyer, second!.paymentIntentId, s.listing.id),
      processPayment(t.app, s.buyer, second!.paymentIntentId, s.listing.id),
      confirmCard(t.app, s.buyer, second!.clientSecret),
    ]);
    expect(again.slice(0, 2).map((r) => r.statusCode)).toEqual([409, 409]);
    expect(again[2]!.statusCode).toBe(200);
    expect(await snapshot(t.db)).toEqual(before);
    expect(await ordersOf(s.buyer.userId, s.listing.id)).toHaveLength(1);
  });

  it('both tabs paid at the same moment: one order, one refund, ledger balanced', async () => {
    const s = await setup(5000);
    const tabs = await twoTabs(s);
    const confirmed = await Promise.all(tabs.map((tab) => confirmCard(t.app, s.buyer, tab.clientSecret)));
    expect(confirmed.map((r) => r.statusCode)).toEqual([200, 200]);
    const processed = await Promise.all(
      [...tabs, ...tabs, ...tabs].map((tab) => processPayment(t.app, s.buyer, tab.paymentIntentId, s.listing.id)),
    );
    expect(processed.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 409, 409, 409]);
    expect(await ordersOf(s.buyer.userId, s.listing.id)).toHaveLength(1);
    const statuses = await Promise.all(tabs.map(async (tab) => (await intentRow(tab.paymentIntentId)).status));
    expect(statuses.sort()).toEqual(['refunded', 'succeeded']);
    expect(await balanceOfUser(t.db, s.seller.userId)).toBe(4450);
    expect(await balanceOf(t.db, accounts.unmatchedPayments)).toBe(0);
  });

  it('the database itself keeps one live order per buyer and listing', async () => {
    const { buyer, listing } = await setup();
    const order = await buy(t.app, buyer, listing.id);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    const { id: _id, paymentIntentId: _pi, ...copy } = row!;
    await expect(t.db.insert(orders).values(copy)).rejects.toThrow();
    // A refunded order no longer counts: the buyer may buy again.
    await t.db.update(orders).set({ status: 'refunded' }).where(eq(orders.id, order.id));
    await t.db.insert(orders).values({ ...copy, amountCents: 0, subtotalCents: 0, feeCents: 0 });
  });
});
