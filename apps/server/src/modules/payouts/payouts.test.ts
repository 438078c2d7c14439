import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { payoutMethods, payouts } from '../../db/schema';
import { makeAdmin, makeListing, makeSeller, makeUser, type Session } from '../../test/factories';
import { balanceOfUser, buy, snapshot, useLedgerCheckedApp } from '../../test/payments-fixtures';

const t = useLedgerCheckedApp();
const { post, get, patch } = t;

/** A seller who has sold one $100.00 listing: balance $89.00. */
const sellerWithSale = async () => {
  const seller = await makeSeller(t.app, t.db);
  const buyer = await makeUser(t.app, t.db);
  const listing = await makeListing(t.app, t.db, seller.userId, { priceCents: 10_000 });
  const order = await buy(t.app, buyer, listing.id);
  return { seller, buyer, listing, order };
};

const requestPaypal = (s: Session, amount: string) =>
  post(s, '/api/payouts', { amount, payoutMethod: 'paypal', paypalEmail: 'me@paypal.test' });

describe('payout requests', () => {
  it('validates amount, minimum, balance, PayPal e-mail and saved bank details; nothing changes', async () => {
    const { seller } = await sellerWithSale();
    const before = await snapshot(t.db);
    const cases: [object, string][] = [
      [{ amount: '0', payoutMethod: 'paypal', paypalEmail: 'a@b.test' }, 'Invalid Amount'],
      [{ amount: 'ten', payoutMethod: 'paypal', paypalEmail: 'a@b.test' }, 'Invalid Amount'],
      [{ amount: '4.99', payoutMethod: 'paypal', paypalEmail: 'a@b.test' }, 'Minimum Amount Required'],
      [{ amount: '89.01', payoutMethod: 'paypal', paypalEmail: 'a@b.test' }, 'Insufficient Balance'],
      [{ amount: '10.00', payoutMethod: 'bank' }, 'Bank Details Required'],
    ];
    for (const [payload, title] of cases) {
      const res = await post(seller, '/api/payouts', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().title).toBe(title);
    }
    const noEmail = await post(seller, '/api/payouts', { amount: '10.00', payoutMethod: 'paypal' });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().message).toBe('PayPal Email Required');
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('debits the balance, records the 3% fee, allows one pending payout; failed returns the money', async () => {
    const { seller } = await sellerWithSale();
    const admin = await makeAdmin(t.app, t.db);
    const res = await requestPaypal(seller, '50.00');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ amount: '50.00', fee: '1.50', netAmount: '48.50', status: 'pending' });
    expect(await balanceOfUser(t.db, seller.userId)).toBe(3900);
    expect((await requestPaypal(seller, '5.00')).statusCode).toBe(409);

    expect((await patch(seller, `/api/payouts/${res.json().id}/status`, { status: 'completed' })).statusCode).toBe(403);
    const pending = await get(admin, '/api/payouts?status=pending');
    expect(pending.json().map((p: { id: string }) => p.id)).toContain(res.json().id);
    const failed = await patch(admin, `/api/payouts/${res.json().id}/status`, { status: 'failed' });
    expect(failed.json()).toMatchObject({ status: 'failed' });
    expect(await balanceOfUser(t.db, seller.userId)).toBe(8900);
    expect((await patch(admin, `/api/payouts/${res.json().id}/status`, { status: 'completed' })).statusCode).toBe(409);

    const second = await requestPaypal(seller, '89.00');
    await patch(admin, `/api/payouts/${second.json().id}/status`, { status: 'completed' });
    const wallet = (await get(seller, `/api/wallet/${seller.userId}`)).json();
    expect(wallet).toMatchObject({
      balance: '0.00',
      totalEarnings: '89.00',
      pendingPayouts: '0.00',
      totalPaidOut: '89.00',
    });
    expect((await get(seller, '/api/payouts')).json()).toHaveLength(2);
  });

  it('20 concurrent requests never overdraw and create exactly one pending payout', async () => {
    const { seller } = await sellerWithSale();
    const results = await Promise.all(Array.from({ length: 20 }, () => requestPaypal(seller, '60.00')));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c !== 201).every((c) => c === 409 || c === 400)).toBe(true);
    const rows = await t.db.select().from(payouts).where(eq(payouts.userId, seller.userId));
    expect(rows).toHaveLength(1);
    expect(await balanceOfUser(t.db, seller.userId)).toBe(2900);
  });

  it('balance = earnings - refunds - payouts, from the ledger', async () => {
    const { seller, buyer, order } = await sellerWithSale();
    const other = await makeUser(t.app, t.db);
    const second = await makeListing(t.app, t.db, seller.userId, { priceCents: 2000 });
    await buy(t.app, other, second.id);
    const refund = (await post(buyer, '/api/refunds', { orderId: order.id, reason: 'other', description: '' })).json();
    await post(seller, `/api/refunds/${refund.id}/respond`, { action: 'approve', message: 'ok' });
    await requestPaypal(seller, '10.00');
    const w = (await get(seller, `/api/wallet/${seller.userId}`)).json();
    // 89.00 + 17.80 earned, 89.00 refunded, 10.00 pending.
    expect(w).toMatchObject({
      totalEarnings: '17.80',
      totalRefunded: '89.00',
      pendingPayouts: '10.00',
      balance: '7.80',
    });
    const stranger = await makeUser(t.app, t.db);
    expect((await get(stranger, `/api/wallet/${seller.userId}`)).statusCode).toBe(403);
  });
});

describe('payout preferences', () => {
  it('needs every field of the chosen method, checks the routing number, encrypts the account number', async () => {
    const seller = await makeSeller(t.app, t.db);
    const incomplete = await post(seller, '/api/payout-preferences', { payoutMethod: 'ach', bankName: 'Bank' });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().message).toBe('All required fields must be filled for the selected payout method');
    const ach = {
      payoutMethod: 'ach',
      bankAccountHolderName: 'Ada Seller',
      bankRoutingNumber: '011000015',
      bankAccountNumber: '000123456789',
      bankName: 'First Test Bank',
    };
    const badRouting = await post(seller, '/api/payout-preferences', { ...ach, bankRoutingNumber: '123456789' });
    expect(badRouting.json().message).toBe('Routing number must be a valid 9-digit ABA routing number.');
    const badAccount = await post(seller, '/api/payout-preferences', { ...ach, bankAccountNumber: '12a' });
    expect(badAccount.statusCode).toBe(400);

    const saved = await post(seller, '/api/payout-preferences', ach);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ payoutMethod: 'ach', bankAccountLast4: '6789', bankName: 'First Test Bank' });
    expect(saved.body).not.toContain('000123456789');
    expect((await get(seller, '/api/payout-preferences')).body).not.toContain('123456789');
    const [row] = await t.db.select().from(payoutMethods).where(eq(payoutMethods.userId, seller.userId));
    expect(row!.bankAccountNumberEncrypted).toMatch(/^v1\./);
    expect(row!.bankAccountNumberEncrypted).not.toContain('123456789');
  });

  it('a bank payout uses the saved account and shows only its last 4 digits', async () => {
    const { seller } = await sellerWithSale();
    await post(seller, '/api/payout-preferences', {
      payoutMethod: 'ach',
      bankAccountHolderName: 'Ada',
      bankRoutingNumber: '011000015',
      bankAccountNumber: '987654321',
      bankName: 'Test Bank',
    });
    const res = await post(seller, '/api/payouts', { amount: '20', payoutMethod: 'bank' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ payoutMethod: 'bank', bankName: 'Test Bank', accountNumber: '4321' });
  });
});

describe('seller analytics and user stats', () => {
  it('reports real figures', async () => {
    const { seller, buyer, listing } = await sellerWithSale();
    await post(buyer, '/api/reviews', { listingId: listing.id, rating: 4 });
    const analytics = await get(seller, `/api/analytics/seller/${seller.userId}`);
    expect(analytics.statusCode, analytics.body).toBe(200);
    expect(analytics.json()).toMatchObject({
      wallet: { balance: '89.00', totalEarnings: '89.00' },
      activeListings: 1,
      monthlySales: '89.00',
      monthlySalesCount: 1,
      previousMonthSales: '0.00',
      monthlySalesTrend: null,
      listings: [{ id: listing.id, sales: 1, rating: { average: 4, count: 1 } }],
    });
    const stats = (await get(seller, '/api/users/stats')).json();
    expect(stats).toEqual({
      totalOrders: 0,
      totalFavorites: 0,
      totalListings: 1,
      totalSales: 1,
      totalEarnings: '89.00',
      averageRating: 4,
    });
    const buyerStats = (await get(buyer, '/api/users/stats')).json();
    expect(buyerStats).toMatchObject({ totalOrders: 1, totalEarnings: '0.00', averageRating: 0 });
  });
});

describe('referral commission', () => {
  it('pays the referrer 5% of the price out of the platform share within 30 days', async () => {
    const referrer = await makeUser(t.app, t.db);
    const seller = await makeSeller(t.app, t.db);
    const buyer = await makeUser(t.app, t.db, { referredBy: referrer.userId });
    const listing = await makeListing(t.app, t.db, seller.userId, { priceCents: 10_000 });
    await buy(t.app, buyer, listing.id);
    expect(await balanceOfUser(t.db, referrer.userId)).toBe(500);
    expect(await balanceOfUser(t.db, seller.userId)).toBe(8900);
    const [platform] = rowsOf<{ total: string | number }>(
      await t.db.execute(sql`select sum(e.amount_cents) as total from ledger_entries e
        join ledger_transactions t on t.id = e.transaction_id
        where e.account = 'platform_revenue' and t.order_id in (select id from orders where buyer_id = ${buyer.userId})`),
    );
    expect(Number(platform!.total)).toBe(1100 + 300 - 500);
  });
});
