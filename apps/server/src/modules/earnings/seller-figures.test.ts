import { describe, expect, it } from 'vitest';
import { makeListing, makeSeller, makeUser } from '../../test/factories';
import { buy, useLedgerCheckedApp } from '../../test/payments-fixtures';

const t = useLedgerCheckedApp();

describe('seller dashboard figures after a refund', () => {
  it('every figure is net of refunds: total, this month, per agent and the sales counts', async () => {
    const seller = await makeSeller(t.app, t.db);
    const [b1, b2, b3, b4] = await Promise.all([1, 2, 3, 4].map(() => makeUser(t.app, t.db)));
    const agentA = await makeListing(t.app, t.db, seller.userId, { priceCents: 1000 });
    const agentB = await makeListing(t.app, t.db, seller.userId, { priceCents: 2000 });
    const free = await makeListing(t.app, t.db, seller.userId, { priceCents: 0 });
    const refunded = await buy(t.app, b1!, agentA.id);
    await buy(t.app, b2!, agentB.id);
    await buy(t.app, b3!, agentA.id);
    const claim = await t.post(b4!, '/api/process-payment', { paymentIntentId: 'free_download', listingId: free.id });
    expect(claim.statusCode).toBe(200);

    const request = await t.post(b1!, '/api/refunds', {
      orderId: refunded.id,
      reason: 'not-working',
      description: 'It crashes on start',
    });
    expect(request.statusCode, request.body).toBe(201);
    // The seller double-clicks Approve.
    const answers = await Promise.all(
      [1, 2].map(() =>
        t.post(seller, `/api/refunds/${request.json().id}/respond`, { action: 'approve', message: 'Sorry' }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);

    const analytics = (await t.get(seller, `/api/analytics/seller/${seller.userId}`)).json();
    // 89% of $10 + $20 + $10 sold, less the $8.90 given back.
    expect(analytics.wallet.totalEarnings).toBe('26.70');
    expect(analytics.wallet.totalRefunded).toBe('8.90');
    expect(analytics).toMatchObject({ monthlySales: '26.70', monthlySalesCount: 2, totalSales: 2 });
    const salesOf = (id: string) => analytics.listings.find((l: { id: string }) => l.id === id).sales;
    expect([salesOf(agentA.id), salesOf(agentB.id), salesOf(free.id)]).toEqual([1, 1, 0]);

    const stats = (await t.get(seller, '/api/users/stats')).json();
    expect(stats).toMatchObject({ totalSales: 2, totalEarnings: '26.70' });
  });
});
