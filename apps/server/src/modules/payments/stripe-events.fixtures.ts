import { eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { rowsOf } from '../../db/rows';
import { mailOutbox, orders, reviews } from '../../db/schema';
import { as, makeListing, makeSeller, makeUser, type Session } from '../../test/factories';
import { startFakeStripe } from '../../test/fake-stripe-server';
import { createIntent, expectLedgerBalanced, processPayment } from '../../test/payments-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

export const webhookSecret = 'whsec_test_secret';
const signer = new Stripe('sk_test_offline');

/**
 * The app with Stripe configured against the local stand-in, for a file of tests about Stripe
 * (card payments, refunds from its dashboard, chargebacks); the ledger is checked after every
 * test. Call at the top of the file; the helpers use the app once it is open.
 */
export const useStripeEventsApp = () => {
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
  afterEach(async () => expectLedgerBalanced(t.db));
  return {
    /** The whole test app, for files that need more than its app and database. */
    get testApp() {
      return t;
    },
    /** The Stripe stand-in, with the intents it holds. */
    get fake() {
      return fake;
    },
    get app() {
      return t.app;
    },
    get db() {
      return t.db;
    },
  };
};

let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeStripe>>;

let counter = 0;
export const nextId = (prefix: string) => `${prefix}_${Date.now().toString(36)}${++counter}`;

/** A signed event as Stripe sends it; the same payload and id again is a redelivery. */
export const eventOf = (type: string, object: object, id = nextId('evt')) =>
  JSON.stringify({ id, object: 'event', type, data: { object } });

export const deliver = (payload: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
    },
    payload,
  });

export const get = (s: Session, url: string) => t.app.inject({ method: 'GET', url, headers: as(s) });
export const post = (s: Session, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: as(s), payload });

/** A Stripe purchase of a $10.00 agent ($10.30 paid, $8.90 to the seller), reviewed by its buyer. */
/** `prepare` sets the listing up before the buyer pays, such as turning license keys on. */
export const purchase = async ({
  prepare,
}: {
  prepare?: (seller: Session, listingId: string) => Promise<unknown>;
} = {}) => {
  const seller = await makeSeller(t.app, t.db);
  const buyer = await makeUser(t.app, t.db);
  const listing = await makeListing(t.app, t.db, seller.userId, { priceCents: 1000 });
  await prepare?.(seller, listing.id);
  const intent = (await createIntent(t.app, buyer, listing.id)).json().paymentIntentId as string;
  fake.intents.get(intent)!.status = 'succeeded';
  const res = await processPayment(t.app, buyer, intent, listing.id);
  expect(res.statusCode, res.body).toBe(200);
  const order = res.json() as { id: string; downloadUrl: string; downloadToken: string };
  expect((await post(buyer, '/api/reviews', { listingId: listing.id, rating: 2 })).statusCode).toBe(201);
  const charge = { id: nextId('ch'), object: 'charge', amount: 1030, currency: 'usd', payment_intent: intent };
  return { seller, buyer, listing, intent, order, charge };
};
export type Purchase = Awaited<ReturnType<typeof purchase>>;

export const refundedCharge = (p: Purchase, amountRefunded: number) => ({
  ...p.charge,
  amount_refunded: amountRefunded,
  refunded: amountRefunded === p.charge.amount,
});

export const dispute = (p: Purchase, id: string, patch: object = {}) => ({
  id,
  object: 'dispute',
  amount: 1030,
  currency: 'usd',
  charge: p.charge.id,
  payment_intent: p.intent,
  reason: 'fraudulent',
  status: 'needs_response',
  balance_transactions: [],
  ...patch,
});

/** Stripe's withdrawal of a lost dispute: the amount and its 15.00 fee. */
export const lostWithFee = {
  status: 'lost',
  balance_transactions: [{ id: 'txn_1', object: 'balance_transaction', amount: -1030, fee: 1500 }],
};

export const orderStatus = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!.status;
export const downloadOf = (p: Purchase) => get(p.buyer, `${p.order.downloadUrl}?token=${p.order.downloadToken}`);
export const reviewsOf = (listingId: string) =>
  t.db.select().from(reviews).where(sql`${reviews.listingId} = ${listingId}`);
export const mailsAbout = async (p: Purchase) =>
  (
    await t.db
      .select({ userId: mailOutbox.userId, subject: mailOutbox.subject, template: mailOutbox.template })
      .from(mailOutbox)
      .where(eq(mailOutbox.template, 'paymentChanged'))
  ).filter((m) => m.userId === p.buyer.userId || m.userId === p.seller.userId);
/** The Support Team's notes in a user's inbox. */
export const notesTo = async (userId: string) =>
  rowsOf<{ content: string }>(
    await t.db.execute(sql`select m.content from messages m join conversations c on c.id = m.conversation_id
      where m.is_from_admin and (c.participant_one = ${userId} or c.participant_two = ${userId})
      order by m.created_at`),
  ).map((r) => r.content);
export const ledgerKeysOf = async (orderId: string) =>
  rowsOf<{ idempotency_key: string }>(
    await t.db.execute(
      sql`select idempotency_key from ledger_transactions where order_id = ${orderId} order by idempotency_key`,
    ),
  ).map((r) => r.idempotency_key);
