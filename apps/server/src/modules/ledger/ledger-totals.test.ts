import { fees } from '@agentsy/contracts';
import { describe, expect, it } from 'vitest';
import { makeAdmin, makeListing, makeSeller, makeUser } from '../../test/factories';
import { buy, useLedgerCheckedApp } from '../../test/payments-fixtures';
import { type KeptDailyTotal, keptDailyTotals, keptTotals, recomputedTotals } from './ledger-totals.repo';

const t = useLedgerCheckedApp();
const { post, patch } = t;

const allTime = (daily: KeptDailyTotal[]) => {
  const sums = new Map<string, number>();
  for (const d of daily) sums.set(`${d.kind} ${d.figure}`, (sums.get(`${d.kind} ${d.figure}`) ?? 0) + d.cents);
  return [...sums].map(([key, cents]) => ({ kind: key.split(' ')[0]!, figure: key.split(' ')[1]!, cents }));
};

/** The kept totals, all-time and per day, equal the ledger summed afresh, zero sums left out. */
const expectKeptEqualsRecomputed = async () => {
  const nonZero = <T extends { cents: number }>(rows: T[]) => rows.filter((r) => r.cents !== 0);
  const recomputed = await recomputedTotals(t.db, fees.sellerShareBps);
  expect(nonZero(await keptDailyTotals(t.db, '1970-01-01'))).toEqual(nonZero(recomputed));
  expect(nonZero(await keptTotals(t.db))).toEqual(nonZero(allTime(recomputed)));
  return recomputed;
};

describe('kept ledger totals', () => {
  it('equal a full recomputation after purchases, a referral, refunds, payouts and a failed payout', async () => {
    const seller = await makeSeller(t.app, t.db);
    const referrer = await makeUser(t.app, t.db);
    const admin = await makeAdmin(t.app, t.db);
    const prices = [10_000, 1_999, 1, 333, 4_567];
    const listings = await Promise.all(
      prices.map((priceCents) => makeListing(t.app, t.db, seller.userId, { priceCents })),
    );
    const buyer = await makeUser(t.app, t.db);
    const referred = await makeUser(t.app, t.db, { referredBy: referrer.userId });
    const orders = [];
    for (const l of listings) orders.push(await buy(t.app, buyer, l.id));
    for (const l of listings.slice(0, 3)) orders.push(await buy(t.app, referred, l.id));

    // A refund of a plain sale and of a referred one (its commission reversed too).
    for (const [who, order] of [
      [buyer, orders[1]!],
      [referred, orders[6]!],
    ] as const) {
      const refund = (await post(who, '/api/refunds', { orderId: order.id, reason: 'other', description: '' })).json();
      const answer = await post(seller, `/api/refunds/${refund.id}/respond`, { action: 'approve', message: 'ok' });
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const requestPaypal = (amount: string) =>
      post(seller, '/api/payouts', { amount, payoutMethod: 'paypal', paypalEmail: 's@paypal.test' });
    const decide = (payoutId: string, status: 'failed' | 'completed') =>
      patch(admin, `/api/payouts/${payoutId}/status`, { status });
    const payout = await requestPaypal('50.00');
    expect(payout.statusCode, payout.body).toBe(201);
    expect((await decide(payout.json().id, 'failed')).statusCode).toBe(200);
    const second = await requestPaypal('20.00');
    expect((await decide(second.json().id, 'completed')).statusCode).toBe(200);

    const recomputed = await expectKeptEqualsRecomputed();
    const kinds = new Set(recomputed.map((r) => r.kind));
    expect([...kinds].sort()).toEqual(['payout', 'payout_fee', 'payout_reversal', 'referral', 'refund', 'sale']);
  });

  it('stay equal under concurrent purchases', async () => {
    const seller = await makeSeller(t.app, t.db);
    const listings = await Promise.all(
      [500, 700, 900, 1_100].map((priceCents) => makeListing(t.app, t.db, seller.userId, { priceCents })),
    );
    const buyers = await Promise.all(Array.from({ length: 6 }, () => makeUser(t.app, t.db)));
    // Every buyer buys every listing at once: on PostgreSQL these are concurrent transactions on
    // several connections, meeting on the same day's rows.
    await Promise.all(buyers.flatMap((b) => listings.map((l) => buy(t.app, b, l.id))));
    await expectKeptEqualsRecomputed();
  });
});
