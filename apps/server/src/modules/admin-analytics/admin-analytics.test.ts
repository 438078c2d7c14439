import { adminAnalyticsDefinitions, adminAnalyticsSchema } from '@agentsy/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { orders, sessions } from '../../db/schema';
import { makeAdmin, makeAdminWithoutCode, makeListing, makeSeller, makeUser } from '../../test/factories';
import { buy, useLedgerCheckedApp } from '../../test/payments-fixtures';

const t = useLedgerCheckedApp();
const { post, get } = t;

describe('admin figures', () => {
  it('cards and sales overview follow their written definitions, from the ledger', async () => {
    const seller = await makeSeller(t.app, t.db);
    const buyer = await makeUser(t.app, t.db);
    const refunded = await makeUser(t.app, t.db);
    const idle = await makeUser(t.app, t.db);
    const admin = await makeAdmin(t.app, t.db);
    const big = await makeListing(t.app, t.db, seller.userId, { priceCents: 10_000 });
    const small = await makeListing(t.app, t.db, seller.userId, { priceCents: 2_000 });
    await makeListing(t.app, t.db, seller.userId, { active: false });
    await makeListing(t.app, t.db, seller.userId, { removed: true });
    await buy(t.app, buyer, big.id);
    const order = await buy(t.app, refunded, small.id);
    const refund = (
      await post(refunded, '/api/refunds', { orderId: order.id, reason: 'other', description: '' })
    ).json();
    await post(seller, `/api/refunds/${refund.id}/respond`, { action: 'approve', message: 'ok' });
    await post(seller, '/api/payouts', { amount: '50.00', payoutMethod: 'paypal', paypalEmail: 'sam@paypal.test' });
    // Signed in 40 days ago and bought nothing since: not active. The buyer's old session still
    // leaves them active through last week's purchase.
    const longAgo = new Date(Date.now() - 40 * 24 * 3600_000);
    for (const u of [idle, buyer]) {
      await t.db.update(sessions).set({ createdAt: longAgo, updatedAt: longAgo }).where(eq(sessions.userId, u.userId));
    }

    const cards = await get(admin, '/api/analytics/admin');
    expect(cards.statusCode, cards.body).toBe(200);
    // $100 sale: 11% share + 3% fee = $14.00; the $20 sale came and was refunded.
    expect(adminAnalyticsSchema.parse(cards.json())).toEqual({
      totalRevenue: 14,
      activeUsers: 4,
      totalListings: 2,
      pendingPayouts: 1,
    });

    const overview = await get(admin, '/api/admin/sales-overview');
    expect(overview.statusCode, overview.body).toBe(200);
    const body = overview.json();
    expect(body).toMatchObject({
      totalSales: '103.00',
      platformEarnings: '14.00',
      breakdown: {
        platformShare: '11.00',
        buyerFees: '3.00',
        referralCommissions: '0.00',
        refunds: '20.60',
        sellerEarnings: '89.00',
        payoutFees: '1.50',
      },
      rates: { platformSharePercent: '11%', buyerFeePercent: '3%', payoutFeePercent: '3%' },
    });
    expect(body.daily).toHaveLength(30);
    expect(body.daily.at(-1)).toEqual({
      date: new Date().toISOString().slice(0, 10),
      sales: '103.00',
      platformEarnings: '14.00',
    });
    expect(Object.keys(adminAnalyticsDefinitions).sort()).toEqual(Object.keys(cards.json()).sort());
  });

  it('count as active exactly the accounts a full recount of sessions and completed orders finds', async () => {
    const seller = await makeSeller(t.app, t.db);
    const admin = await makeAdmin(t.app, t.db);
    const listing = await makeListing(t.app, t.db, seller.userId, { priceCents: 1_000 });
    const other = await makeListing(t.app, t.db, seller.userId, { priceCents: 2_000 });
    const [kept, refunded, lapsed] = await Promise.all([
      makeUser(t.app, t.db),
      makeUser(t.app, t.db),
      makeUser(t.app, t.db),
    ]);
    await buy(t.app, kept, listing.id);
    const order = await buy(t.app, refunded, listing.id);
    const refund = (
      await post(refunded, '/api/refunds', { orderId: order.id, reason: 'other', description: '' })
    ).json();
    await post(seller, `/api/refunds/${refund.id}/respond`, { action: 'approve', message: 'ok' });
    const old = await buy(t.app, lapsed, other.id);
    const longAgo = new Date(Date.now() - 40 * 24 * 3600_000);
    await t.db.update(orders).set({ createdAt: longAgo }).where(eq(orders.id, old.id));
    // Only the purchase can keep these three active: their sessions are 40 days old.
    for (const u of [kept, refunded, lapsed]) {
      await t.db.update(sessions).set({ createdAt: longAgo, updatedAt: longAgo }).where(eq(sessions.userId, u.userId));
    }
    const since = new Date(Date.now() - 30 * 24 * 3600_000).toISOString();
    const [recount] = rowsOf<{ n: number }>(
      await t.db.execute(sql`
        select count(*)::int as n from (
          select user_id from sessions where updated_at >= ${since}
          union
          select buyer_id from orders where created_at >= ${since} and status = 'completed'
        ) active`),
    );
    const cards = (await get(admin, '/api/analytics/admin')).json();
    // The refunded and the lapsed buyer are in buyer_last_orders but not active.
    expect(cards.activeUsers).toBe(recount!.n);
  });

  it('are for elevated admins only', async () => {
    const roleOnly = await makeAdminWithoutCode(t.app, t.db);
    const user = await makeUser(t.app, t.db);
    for (const who of [roleOnly, user]) {
      expect((await get(who, '/api/analytics/admin')).statusCode).toBe(403);
      expect((await get(who, '/api/admin/sales-overview')).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/analytics/admin' })).statusCode).toBe(401);
  });
});
