import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeListing, makeSeller, makeUser } from '../../test/factories';
import { buy, useLedgerCheckedApp } from '../../test/payments-fixtures';

const t = useLedgerCheckedApp();
const DAY_MS = 24 * 3600_000;
const utcDate = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

/** Dates the order's sale in the ledger at `at`, as if it had been bought then. */
const soldAt = (orderId: string, at: string) =>
  t.db.execute(sql`update ledger_transactions set created_at = ${at} where order_id = ${orderId} and kind = 'sale'`);

type Day = { date: string; salesCount: number; earnings: string };
const dailyOf = async (session: { cookie: string }, sellerId: string, days: number) => {
  const res = await t.get(session as never, `/api/analytics/seller/${sellerId}/daily?days=${days}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { days: number; daily: Day[] };
};

describe('GET /api/analytics/seller/:id/daily', () => {
  it('gives every UTC day of the span, oldest first, with the ledger’s sales and earnings and zeros between', async () => {
    const seller = await makeSeller(t.app, t.db);
    const buyers = await Promise.all([1, 2, 3, 4].map(() => makeUser(t.app, t.db)));
    const agent = await makeListing(t.app, t.db, seller.userId, { priceCents: 1000 });
    const orders = [];
    for (const b of buyers) orders.push(await buy(t.app, b, agent.id));
    // Two sales today, one at the first second of yesterday (UTC), one ten days ago.
    await soldAt(orders[2]!.id, `${utcDate(-1)}T00:00:01Z`);
    await soldAt(orders[3]!.id, `${utcDate(-10)}T23:59:59Z`);

    const week = await dailyOf(seller, seller.userId, 7);
    expect(week.days).toBe(7);
    expect(week.daily.map((d) => d.date)).toEqual([-6, -5, -4, -3, -2, -1, 0].map(utcDate));
    // 89% of $10 per sale goes to the seller.
    expect(week.daily.at(-1)).toEqual({ date: utcDate(0), salesCount: 2, earnings: '17.80' });
    expect(week.daily.at(-2)).toEqual({ date: utcDate(-1), salesCount: 1, earnings: '8.90' });
    expect(week.daily.slice(0, 5).every((d) => d.salesCount === 0 && d.earnings === '0.00')).toBe(true);

    const month = await dailyOf(seller, seller.userId, 30);
    expect(month.daily).toHaveLength(30);
    expect(month.daily.find((d) => d.date === utcDate(-10))).toEqual({
      date: utcDate(-10),
      salesCount: 1,
      earnings: '8.90',
    });
    const total = month.daily.reduce((cents, d) => cents + Math.round(Number(d.earnings) * 100), 0);
    expect(total).toBe(4 * 890);
    expect((await dailyOf(seller, seller.userId, 90)).daily).toHaveLength(90);
  });

  it('counts a refunded sale on its day as no sale and nets its earnings out', async () => {
    const seller = await makeSeller(t.app, t.db);
    const [kept, returned] = await Promise.all([1, 2].map(() => makeUser(t.app, t.db)));
    const agent = await makeListing(t.app, t.db, seller.userId, { priceCents: 2000 });
    await buy(t.app, kept!, agent.id);
    const order = await buy(t.app, returned!, agent.id);
    const request = await t.post(returned!, '/api/refunds', {
      orderId: order.id,
      reason: 'not-working',
      description: 'It crashes on start',
    });
    expect(request.statusCode, request.body).toBe(201);
    const approved = await t.post(seller, `/api/refunds/${request.json().id}/respond`, {
      action: 'approve',
      message: 'Sorry',
    });
    expect(approved.statusCode, approved.body).toBe(200);

    const today = (await dailyOf(seller, seller.userId, 7)).daily.at(-1);
    expect(today).toEqual({ date: utcDate(0), salesCount: 1, earnings: '17.80' });
    const card = (await t.get(seller, `/api/analytics/seller/${seller.userId}`)).json();
    expect(card).toMatchObject({ monthlySales: '17.80', monthlySalesCount: 1 });
  });

  it.each(['1', '14', '365', 'abc', '-7', '7.0'])('refuses days=%s with 400 and the allowed spans', async (days) => {
    const seller = await makeSeller(t.app, t.db);
    const res = await t.get(seller, `/api/analytics/seller/${seller.userId}/daily?days=${days}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('days must be 7, 30 or 90');
  });

  it('gives 30 days when days is left out', async () => {
    const seller = await makeSeller(t.app, t.db);
    const res = await t.get(seller, `/api/analytics/seller/${seller.userId}/daily`);
    expect(res.statusCode).toBe(200);
    expect(res.json().daily).toHaveLength(30);
  });

  it("refuses another seller's days with 403 and without a session with 401", async () => {
    const [seller, other] = await Promise.all([makeSeller(t.app, t.db), makeSeller(t.app, t.db)]);
    expect((await t.get(other, `/api/analytics/seller/${seller.userId}/daily?days=7`)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/analytics/seller/${seller.userId}/daily?days=7` });
    expect(anonymous.statusCode).toBe(401);
  });
});
