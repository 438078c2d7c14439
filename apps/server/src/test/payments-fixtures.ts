import { sandboxCards } from '@agentsy/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import { unbalancedTransactions } from '../modules/ledger/ledger.repo';
import { as, requestsAs, type Session } from './factories';
import { createTestApp, type TestApp } from './test-app';

/**
 * One app for a file of money tests, opened before the first test and closed after the last,
 * with the ledger checked after every test. `app`, `db` and the request helpers read the app
 * when they are used, so they can be taken at the top of the file.
 */
export const useLedgerCheckedApp = () => {
  let opened: TestApp | undefined;
  const current = () => {
    if (!opened) throw new Error('The test app is not open yet: use it inside a test or hook.');
    return opened;
  };
  beforeAll(async () => {
    opened = await createTestApp();
  });
  afterAll(async () => opened?.close());
  afterEach(async () => expectLedgerBalanced(current().db));
  const requests = () => requestsAs(current().app);
  return {
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    get: (s: Session, url: string) => requests().get(s, url),
    post: (s: Session, url: string, payload: object) => requests().post(s, url, payload),
    patch: (s: Session, url: string, payload: object) => requests().patch(s, url, payload),
  };
};

export const futureYear = () => new Date().getUTCFullYear() + 2;

export const card = (cardNumber: string = sandboxCards.success) => ({
  cardNumber,
  expMonth: 12,
  expYear: futureYear(),
  cvc: '123',
});

export const createIntent = (app: FastifyInstance, buyer: Session, listingId: string, figures: object = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: as(buyer),
    payload: { listingId, ...figures },
  });

export const confirmCard = (app: FastifyInstance, buyer: Session, clientSecret: string, cardNumber?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/confirm',
    headers: as(buyer),
    payload: { clientSecret, ...card(cardNumber) },
  });

export const processPayment = (app: FastifyInstance, buyer: Session, paymentIntentId: string, listingId: string) =>
  app.inject({
    method: 'POST',
    url: '/api/process-payment',
    headers: as(buyer),
    payload: { paymentIntentId, listingId },
  });

/** The whole paid checkout: intent, card, confirmation. Returns the order. */
export const buy = async (app: FastifyInstance, buyer: Session, listingId: string) => {
  const intent = await createIntent(app, buyer, listingId);
  expect(intent.statusCode, intent.body).toBe(200);
  const { clientSecret, paymentIntentId } = intent.json();
  const confirmed = await confirmCard(app, buyer, clientSecret);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const res = await processPayment(app, buyer, paymentIntentId, listingId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string; amount: string; downloadUrl: string; downloadToken: string; status: string };
};

/** Row counts of every table money touches: "nothing changed" is this snapshot unchanged. */
export const snapshot = async (db: Database) => {
  const [row] = rowsOf<Record<string, string | number>>(
    await db.execute(sql`select
      (select count(*)::int from orders) as orders,
      (select count(*)::int from ledger_transactions) as ledger_transactions,
      (select count(*)::int from ledger_entries) as ledger_entries,
      (select count(*)::int from payouts) as payouts,
      (select count(*)::int from refund_requests) as refunds,
      (select count(*)::int from reviews) as reviews,
      (select string_agg(status, ',' order by id) from orders) as order_statuses,
      (select string_agg(status, ',' order by id) from payouts) as payout_statuses,
      (select string_agg(status, ',' order by id) from refund_requests) as refund_statuses,
      (select coalesce(sum(download_count), 0)::int from listings) as downloads`),
  );
  return Object.fromEntries(Object.entries(row!).map(([k, v]) => [k, typeof v === 'number' ? v : String(v)]));
};

export const expectLedgerBalanced = async (db: Database) => {
  expect(await unbalancedTransactions(db)).toEqual([]);
};

export const balanceOfUser = async (db: Database, userId: string) => {
  const [row] = rowsOf<{ total: string | number }>(
    await db.execute(
      sql`select coalesce(sum(amount_cents), 0) as total from ledger_entries where account = ${`seller:${userId}`}`,
    ),
  );
  return Number(row!.total);
};
