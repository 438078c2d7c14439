import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { orders } from '../../db/schema';
import { weekStartSql } from '../../db/week-start';
import { insertListing, makeUser, updateUserRow } from '../../test/factories';
import { buy } from '../../test/payments-fixtures';
import { createTestApp, signUp, type TestApp } from '../../test/test-app';
import { listTopSellers } from './sellers.repo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const weekStart = async (now: string) => {
  const [row] = rowsOf<{ start: Date | string }>(
    await t.db.execute(sql`select ${weekStartSql(new Date(now))} as start`),
  );
  return new Date(row!.start).toISOString();
};

describe('the leaderboard week', () => {
  it.each([
    // Saturday 23:59:59 in New York (EST, UTC-5) is still the week that began the Sunday before.
    ['2026-11-22T04:59:59Z', '2026-11-15T05:00:00.000Z'],
    // Sunday 00:00 in New York starts a new week.
    ['2026-11-22T05:00:00Z', '2026-11-22T05:00:00.000Z'],
    ['2026-11-25T18:00:00Z', '2026-11-22T05:00:00.000Z'],
    // Summer time (EDT, UTC-4).
    ['2026-07-08T12:00:00Z', '2026-07-05T04:00:00.000Z'],
    // The Sunday clocks go forward: the week began at midnight EST, before the change.
    ['2026-03-10T12:00:00Z', '2026-03-08T05:00:00.000Z'],
  ])('at %s starts at %s', async (now, start) => {
    expect(await weekStart(now)).toBe(start);
  });
});

describe('top sellers this week', () => {
  it('counts completed orders since Sunday 00:00 New York time, with ledger earnings', async () => {
    const [early, late] = [await signUp(t.app, { name: 'Early Seller' }), await signUp(t.app, { name: 'Late Seller' })];
    for (const s of [early, late]) await updateUserRow(t.db, s.id, { sellerEnabled: true });
    const earlyListing = await insertListing(t.db, { userId: early.id, priceCents: 5000 });
    const lateListing = await insertListing(t.db, { userId: late.id, priceCents: 1000 });
    const refundedListing = await insertListing(t.db, { userId: late.id, priceCents: 9000 });
    const buyer = await makeUser(t.app, t.db);
    const at = async (orderId: string, createdAt: string) =>
      t.db
        .update(orders)
        .set({ createdAt: new Date(createdAt) })
        .where(eq(orders.id, orderId));

    // Saturday 23:30 and Sunday 00:30 New York time.
    await at((await buy(t.app, buyer, earlyListing.id)).id, '2026-11-22T04:30:00Z');
    await at((await buy(t.app, buyer, lateListing.id)).id, '2026-11-22T05:30:00Z');
    const refunded = await buy(t.app, buyer, refundedListing.id);
    await at(refunded.id, '2026-11-22T06:00:00Z');
    await t.db.update(orders).set({ status: 'refunded' }).where(eq(orders.id, refunded.id));

    const monday = await listTopSellers(t.db, { limit: 10, now: new Date('2026-11-23T12:00:00Z') });
    expect(monday).toEqual([expect.objectContaining({ id: late.id, total_sales: 1, total_earnings_cents: 890 })]);

    const saturdayNight = await listTopSellers(t.db, { limit: 10, now: new Date('2026-11-22T04:45:00Z') });
    expect(saturdayNight).toEqual([
      expect.objectContaining({ id: early.id, first_name: 'Early', total_sales: 1, total_earnings_cents: 4450 }),
    ]);
  });
});
