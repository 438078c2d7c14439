import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listings, orders, paymentIntents } from '../../db/schema';
import { runPaymentReconciliation } from '../../jobs/payment-reconciliation';
import { makeSale } from '../../test/factories';
import { startFakeStripe } from '../../test/fake-stripe-server';
import { balanceOfUser, createIntent, expectLedgerBalanced, processPayment } from '../../test/payments-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { balanceOf } from '../ledger/ledger.repo';
import { accounts } from '../ledger/ledger-accounts';

const webhookSecret = 'whsec_test_secret';
const signer = new Stripe('sk_test_offline');

let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    config: { stripe: { secretKey: 'sk_test_123', publishableKey: 'pk_test_123', webhookSecret, api: fake.api } },
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
afterEach(async () => {
  fake.control.failRefunds = false;
  await expectLedgerBalanced(t.db);
});

const deliverSucceeded = async (intentId: string) => {
  const payload = JSON.stringify({
    id: `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: fake.intents.get(intentId) },
  });
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
};

const setup = async (priceCents = 1000) => {
  const { seller, buyer, listing } = await makeSale(t.app, t.db, priceCents);
  const tab = async () => (await createIntent(t.app, buyer, listing.id)).json().paymentIntentId as string;
  return { seller, buyer, listing, tab };
};

/** The buyer's card went through at Stripe (the Payment Element talks to Stripe directly). */
const chargeAtStripe = (id: string) => {
  fake.intents.get(id)!.status = 'succeeded';
};

const ordersOf = (buyerId: string, listingId: string) =>
  t.db
    .select()
    .from(orders)
    .where(and(eq(orders.buyerId, buyerId), eq(orders.listingId, listingId)));
const intentRow = async (id: string) =>
  (await t.db.select().from(paymentIntents).where(eq(paymentIntents.providerIntentId, id)))[0]!;
let minute = 0;
/** A pass as the scheduler runs it, each at its own time so the lease never holds it back. */
const reconcile = (now = new Date(Date.now() + ++minute * 60_000)) =>
  runPaymentReconciliation({ db: t.db, reconcile: t.app.reconcilePayments, now });

describe('duplicate payments with Stripe', () => {
  it('two tabs paid, both webhooks delivered: one order, the second refunded through Stripe', async () => {
    const s = await setup(1000);
    const [first, second] = [await s.tab(), await s.tab()];
    chargeAtStripe(first);
    chargeAtStripe(second);
    expect((await deliverSucceeded(first)).statusCode).toBe(200);
    expect((await deliverSucceeded(second)).statusCode).toBe(200);
    expect((await deliverSucceeded(second)).statusCode).toBe(200);

    expect(await ordersOf(s.buyer.userId, s.listing.id)).toHaveLength(1);
    expect(fake.refunds.filter((r) => r.payment_intent === second)).toEqual([
      expect.objectContaining({ amount: 1030, status: 'succeeded' }),
    ]);
    expect(fake.refunds.some((r) => r.payment_intent === first)).toBe(false);
    expect(await intentRow(second)).toMatchObject({ status: 'refunded', refundReason: 'duplicate' });
    expect(await balanceOfUser(t.db, s.seller.userId)).toBe(890);
    expect(await balanceOf(t.db, accounts.unmatchedPayments)).toBe(0);
    const res = await processPayment(t.app, s.buyer, second, s.listing.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ALREADY_PURCHASED');
  });

  it('a refund Stripe could not take stays owed in the ledger and the next pass pays it back once', async () => {
    const s = await setup(2000);
    const [first, second] = [await s.tab(), await s.tab()];
    chargeAtStripe(first);
    chargeAtStripe(second);
    await deliverSucceeded(first);
    fake.control.failRefunds = true;
    expect((await deliverSucceeded(second)).statusCode).toBe(200);
    expect(await intentRow(second)).toMatchObject({ status: 'refunded', providerRefundId: null });
    expect(await balanceOf(t.db, accounts.unmatchedPayments)).toBe(2060);

    fake.control.failRefunds = false;
    expect(await reconcile()).toMatchObject({ ran: true, refunds: 1, failed: 0 });
    expect(await reconcile()).toMatchObject({ ran: true, refunds: 0 });
    expect(fake.refunds.filter((r) => r.payment_intent === second)).toHaveLength(1);
    expect((await intentRow(second)).providerRefundId).toMatch(/^re_/);
    expect(await balanceOf(t.db, accounts.unmatchedPayments)).toBe(0);
  });
});

describe('reconciliation with Stripe', () => {
  it('a lost webhook: the pass finds the succeeded intent and books its order once', async () => {
    const s = await setup(1000);
    const id = await s.tab();
    chargeAtStripe(id);
    const at = new Date(Date.now() + ++minute * 60_000);
    const [a, b] = await Promise.all([reconcile(at), reconcile(at)]);
    expect([a.ran, b.ran].filter(Boolean)).toHaveLength(1);
    expect(await ordersOf(s.buyer.userId, s.listing.id)).toHaveLength(1);
    await reconcile();
    expect(await ordersOf(s.buyer.userId, s.listing.id)).toHaveLength(1);
    expect((await processPayment(t.app, s.buyer, id, s.listing.id)).statusCode).toBe(200);
    expect(await balanceOfUser(t.db, s.seller.userId)).toBe(890);
  });

  it('an intent canceled with its listing but paid at Stripe anyway is found in Stripe and refunded', async () => {
    const s = await setup(1000);
    const id = await s.tab();
    await t.db.update(listings).set({ active: false }).where(eq(listings.id, s.listing.id));
    expect((await intentRow(id)).status).toBe('canceled');
    chargeAtStripe(id);
    expect(await reconcile()).toMatchObject({ ran: true, refunds: 1, orders: 0 });
    expect(await ordersOf(s.buyer.userId, s.listing.id)).toHaveLength(0);
    expect(await intentRow(id)).toMatchObject({ status: 'refunded', refundReason: 'unavailable' });
    expect(fake.refunds.filter((r) => r.payment_intent === id)).toHaveLength(1);
  });

  it('cancels an expired intent at Stripe so it can no longer be paid', async () => {
    const s = await setup(1000);
    const id = await s.tab();
    await t.db
      .update(paymentIntents)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(paymentIntents.providerIntentId, id));
    expect(await reconcile()).toMatchObject({ ran: true, canceled: 1 });
    expect(fake.intents.get(id)!.status).toBe('canceled');
    expect((await intentRow(id)).status).toBe('canceled');
    const res = await processPayment(t.app, s.buyer, id, s.listing.id);
    expect(res.statusCode).toBe(410);
    expect(res.json().code).toBe('PAYMENT_EXPIRED');
  });
});
