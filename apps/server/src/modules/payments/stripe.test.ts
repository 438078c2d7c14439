import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { orders, webhookEvents } from '../../db/schema';
import { makeListing, makeSeller, makeUser } from '../../test/factories';
import { balanceOfUser, createIntent, processPayment, snapshot } from '../../test/payments-fixtures';
import { useStripeEventsApp, webhookSecret } from './stripe-events.fixtures';

const signer = new Stripe('sk_test_offline');

const stripeApp = useStripeEventsApp();

const succeededEvent = (intentId: string, eventId = `evt_${Math.random().toString(36).slice(2)}`) =>
  JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: stripeApp.fake.intents.get(intentId) },
  });

const sendWebhook = (payload: string, signature?: string) =>
  stripeApp.testApp.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    payload,
  });

const sign = (payload: string, { secret = webhookSecret, timestamp = Math.floor(Date.now() / 1000) } = {}) =>
  signer.webhooks.generateTestHeaderString({ payload, secret, timestamp });

const paidIntent = async () => {
  const seller = await makeSeller(stripeApp.testApp.app, stripeApp.testApp.db);
  const buyer = await makeUser(stripeApp.testApp.app, stripeApp.testApp.db);
  const listing = await makeListing(stripeApp.testApp.app, stripeApp.testApp.db, seller.userId, { priceCents: 1000 });
  const res = await createIntent(stripeApp.testApp.app, buyer, listing.id, { amount: '10.30' });
  expect(res.statusCode, res.body).toBe(200);
  const { paymentIntentId } = res.json();
  return { seller, buyer, listing, paymentIntentId: paymentIntentId as string };
};

describe('stripe provider', () => {
  it('reports itself to the web with the publishable key', async () => {
    const res = await stripeApp.testApp.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(res.json()).toEqual({ provider: 'stripe', publishableKey: 'pk_test_123', testMode: true });
  });

  it('creates the intent at Stripe with the server figures and metadata', async () => {
    const { buyer, listing, paymentIntentId } = await paidIntent();
    expect(stripeApp.fake.intents.get(paymentIntentId)).toMatchObject({
      amount: 1030,
      currency: 'usd',
      metadata: { buyerId: buyer.userId, listingId: listing.id },
    });
  });

  it('process-payment waits for Stripe to report succeeded, then books one order', async () => {
    const { seller, buyer, listing, paymentIntentId } = await paidIntent();
    const before = await snapshot(stripeApp.testApp.db);
    expect((await processPayment(stripeApp.testApp.app, buyer, paymentIntentId, listing.id)).statusCode).toBe(402);
    expect(await snapshot(stripeApp.testApp.db)).toEqual(before);
    stripeApp.fake.intents.get(paymentIntentId)!.status = 'succeeded';
    const res = await processPayment(stripeApp.testApp.app, buyer, paymentIntentId, listing.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ amount: '10.30', status: 'completed' });
    expect(await balanceOfUser(stripeApp.testApp.db, seller.userId)).toBe(890);
  });

  it('refuses a payment whose amount at Stripe differs from ours', async () => {
    const { buyer, listing, paymentIntentId } = await paidIntent();
    Object.assign(stripeApp.fake.intents.get(paymentIntentId)!, { status: 'succeeded', amount: 50 });
    const before = await snapshot(stripeApp.testApp.db);
    expect((await processPayment(stripeApp.testApp.app, buyer, paymentIntentId, listing.id)).statusCode).toBe(400);
    expect(await snapshot(stripeApp.testApp.db)).toEqual(before);
  });
});

describe('stripe webhook', () => {
  it('fulfils payment_intent.succeeded once, however often it is delivered', async () => {
    const { buyer, listing, paymentIntentId } = await paidIntent();
    stripeApp.fake.intents.get(paymentIntentId)!.status = 'succeeded';
    const payload = succeededEvent(paymentIntentId, 'evt_once');
    const first = await sendWebhook(payload, sign(payload));
    expect(first.statusCode, first.body).toBe(200);
    const again = await sendWebhook(payload, sign(payload));
    expect(again.json()).toEqual({ received: true, duplicate: true });
    const otherEvent = succeededEvent(paymentIntentId);
    expect((await sendWebhook(otherEvent, sign(otherEvent))).statusCode).toBe(200);
    const rows = await stripeApp.testApp.db.select().from(orders).where(eq(orders.buyerId, buyer.userId));
    expect(rows).toHaveLength(1);
    const confirm = await processPayment(stripeApp.testApp.app, buyer, paymentIntentId, listing.id);
    expect(confirm.json().id).toBe(rows[0]!.id);
  });

  it('refuses bad, missing and stale signatures with 400 and changes nothing', async () => {
    const { paymentIntentId } = await paidIntent();
    stripeApp.fake.intents.get(paymentIntentId)!.status = 'succeeded';
    const payload = succeededEvent(paymentIntentId);
    const before = await snapshot(stripeApp.testApp.db);
    const events = await stripeApp.testApp.db.select().from(webhookEvents);
    const attempts = [
      await sendWebhook(payload, sign(payload, { secret: 'whsec_wrong' })),
      await sendWebhook(payload),
      await sendWebhook(payload, sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 600 })),
      await sendWebhook(payload.replace('"usd"', '"eur"'), sign(payload)),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Invalid webhook signature.');
    }
    expect(await snapshot(stripeApp.testApp.db)).toEqual(before);
    expect(await stripeApp.testApp.db.select().from(webhookEvents)).toEqual(events);
  });
});

it('the content security policy lets the card provider load its script, frames and API', async () => {
  const res = await stripeApp.testApp.app.inject({ method: 'GET', url: '/healthz' });
  const csp = String(res.headers['content-security-policy']);
  expect(csp).toMatch(/script-src 'self' 'sha256-[^']+' https:\/\/js\.stripe\.com/);
  expect(csp).toMatch(/frame-src 'self' https:\/\/js\.stripe\.com/);
  expect(csp).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com/);
});
