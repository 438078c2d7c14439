import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { discountCodes, discountRedemptions, mailOutbox, orders, paymentIntents } from '../../db/schema';
import { as, makeAdmin, makeListing, makeSale, makeUser, type Session } from '../../test/factories';
import {
  balanceOfUser,
  confirmCard,
  createIntent,
  processPayment,
  snapshot,
  useLedgerCheckedApp,
} from '../../test/payments-fixtures';

const t = useLedgerCheckedApp();

const makeCode = async (seller: Session, payload: object) => {
  const res = await t.post(seller, '/api/discounts', payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string; code: string };
};
const codeRow = async (id: string) => (await t.db.select().from(discountCodes).where(eq(discountCodes.id, id)))[0]!;
const redemptionsOf = (id: string) =>
  t.db.select().from(discountRedemptions).where(eq(discountRedemptions.discountCodeId, id));
const ordersOf = (listingId: string) => t.db.select().from(orders).where(eq(orders.listingId, listingId));

/** Card and confirmation for an intent made with a code. */
const pay = async (buyer: Session, listingId: string, intent: { clientSecret: string; paymentIntentId: string }) => {
  expect((await confirmCard(t.app, buyer, intent.clientSecret)).statusCode).toBe(200);
  const res = await processPayment(t.app, buyer, intent.paymentIntentId, listingId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('checkout with a discount code', () => {
  it('charges the discounted price: fee, seller share and ledger on it; order, receipt and export show the code', async () => {
    const { seller, buyer, listing } = await makeSale(t.app, t.db, 2000);
    const code = await makeCode(seller, { code: 'QUARTER', type: 'percent', value: 25 });
    const res = await createIntent(t.app, buyer, listing.id, {
      discountCode: 'quarter',
      amount: '15.45',
      subtotal: '15.00',
      transactionFee: '0.45',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      amount: '15.45',
      subtotal: '15.00',
      transactionFee: '0.45',
      discountCode: 'QUARTER',
      originalPrice: '20.00',
    });
    expect(await codeRow(code.id)).toMatchObject({ redemptions: 1 });
    expect((await redemptionsOf(code.id)).map((r) => r.status)).toEqual(['held']);

    const order = await pay(buyer, listing.id, res.json());
    expect(order).toMatchObject({
      amount: '15.45',
      subtotal: '15.00',
      discountCode: 'QUARTER',
      originalPrice: '20.00',
    });
    // 89% of $15.00, not of $20.00.
    expect(await balanceOfUser(t.db, seller.userId)).toBe(1335);
    expect((await redemptionsOf(code.id)).map((r) => [r.status, r.orderId])).toEqual([['used', order.id]]);
    expect(await codeRow(code.id)).toMatchObject({ redemptions: 1 });

    const mine = (await t.get(buyer, '/api/orders')).json();
    expect(mine[0]).toMatchObject({ id: order.id, discountCode: 'QUARTER', originalPrice: '20.00' });
    const [receipt] = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.userId, buyer.userId), eq(mailOutbox.template, 'purchaseReceipt')));
    expect(receipt!.text).toContain('Original price: $20.00');
    expect(receipt!.text).toContain('Discount code: QUARTER');
    expect(receipt!.text).toContain('Price: $15.00');
    expect(receipt!.text).toContain('Total paid: $15.45');
    const admin = await makeAdmin(t.app, t.db);
    const csv = await t.app.inject({ method: 'GET', url: '/api/admin/export-sales', headers: as(admin) });
    expect(csv.body.split('\n').find((l) => l.startsWith(order.id))).toMatch(/,15\.00,0\.45,15\.45,QUARTER$/);
  });

  it('a fixed code takes its amount off, and the client figures must match the discounted ones', async () => {
    const { seller, buyer, listing } = await makeSale(t.app, t.db, 1999);
    const code = await makeCode(seller, { code: 'FIVE', type: 'fixed', value: '5.00' });
    const before = await snapshot(t.db);
    // The listed price's figures, or any other, are refused with the code.
    for (const figures of [
      { amount: '20.59' },
      { subtotal: '19.99' },
      { transactionFee: '0.60' },
      { amount: '0.50' },
    ]) {
      const res = await createIntent(t.app, buyer, listing.id, { discountCode: 'FIVE', ...figures });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/price of this agent has changed/);
    }
    expect(await snapshot(t.db)).toEqual(before);
    expect(await codeRow(code.id)).toMatchObject({ redemptions: 0 });
    const res = await createIntent(t.app, buyer, listing.id, { discountCode: 'FIVE', amount: '15.44' });
    expect(res.json()).toMatchObject({ amount: '15.44', subtotal: '14.99', transactionFee: '0.45' });
  });

  it('expired, used up, other listing, used twice and below $0.50 are refused (4xx) and change nothing', async () => {
    const { seller, buyer, listing } = await makeSale(t.app, t.db, 2000);
    const other = await makeListing(t.app, t.db, seller.userId, { priceCents: 2000 });
    const cheap = await makeListing(t.app, t.db, seller.userId, { priceCents: 100 });
    await makeCode(seller, { code: 'OLD', type: 'percent', value: 10, endsAt: '2020-01-01T00:00:00Z' });
    await makeCode(seller, { code: 'ONLY', type: 'percent', value: 10, listingIds: [other.id] });
    await makeCode(seller, { code: 'DEEP', type: 'fixed', value: '0.60' });
    const once = await makeCode(seller, { code: 'ONCE', type: 'percent', value: 10 });
    const last = await makeCode(seller, { code: 'LAST', type: 'percent', value: 10, maxRedemptions: 1 });
    // The buyer used ONCE on another agent; somebody else took the last LAST.
    await pay(buyer, other.id, (await createIntent(t.app, buyer, other.id, { discountCode: 'ONCE' })).json());
    const rival = await makeUser(t.app, t.db);
    expect((await createIntent(t.app, rival, other.id, { discountCode: 'LAST' })).statusCode).toBe(200);

    const before = await snapshot(t.db);
    const intentsBefore = await t.db.select().from(paymentIntents);
    for (const [code, listingId, status, message] of [
      ['OLD', listing.id, 400, 'This code has expired.'],
      ['ONLY', listing.id, 400, 'This code is not valid for this agent.'],
      ['LAST', listing.id, 409, 'This code has been used up.'],
      ['ONCE', listing.id, 409, 'You have already used this code.'],
      ['DEEP', cheap.id, 400, 'This code would take the price below $0.50.'],
      ['NOPE', listing.id, 400, 'This code is not valid.'],
    ] as const) {
      const res = await createIntent(t.app, buyer, listingId, { discountCode: code });
      expect(res.statusCode, code).toBe(status);
      expect(res.json().message).toBe(message);
    }
    expect(await snapshot(t.db)).toEqual(before);
    expect(await t.db.select().from(paymentIntents)).toEqual(intentsBefore);
    expect(await codeRow(once.id)).toMatchObject({ redemptions: 1 });
    expect(await codeRow(last.id)).toMatchObject({ redemptions: 1 });
  });

  it('20 buyers racing for the last redemption: exactly one gets a payment and an order', async () => {
    const { seller, listing } = await makeSale(t.app, t.db, 2000);
    const code = await makeCode(seller, { code: 'RACE', type: 'percent', value: 50, maxRedemptions: 1 });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => makeUser(t.app, t.db)));
    const results = await Promise.all(buyers.map((b) => createIntent(t.app, b, listing.id, { discountCode: 'RACE' })));
    const won = results.flatMap((r, i) => (r.statusCode === 200 ? [i] : []));
    expect(won).toHaveLength(1);
    for (const r of results.filter((r) => r.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().message).toBe('This code has been used up.');
    }
    await pay(buyers[won[0]!]!, listing.id, results[won[0]!]!.json());
    expect(await ordersOf(listing.id)).toHaveLength(1);
    expect(await codeRow(code.id)).toMatchObject({ redemptions: 1 });
    expect(await redemptionsOf(code.id)).toHaveLength(1);
  });

  it('20 buyers racing for the last 100% code: exactly one free order, at no cost to anyone', async () => {
    const { seller, listing } = await makeSale(t.app, t.db, 2000);
    const code = await makeCode(seller, { code: 'GIFT', type: 'percent', value: 100, maxRedemptions: 1 });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => makeUser(t.app, t.db)));
    const before = await snapshot(t.db);
    const results = await Promise.all(buyers.map((b) => createIntent(t.app, b, listing.id, { discountCode: 'GIFT' })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(19);
    const winner = results.find((r) => r.statusCode === 200)!.json();
    expect(winner).toMatchObject({ paymentIntentId: 'free_download', amount: '0.00', originalPrice: '20.00' });
    const booked = await ordersOf(listing.id);
    expect(booked).toHaveLength(1);
    expect(booked[0]).toMatchObject({ amountCents: 0, discountCode: 'GIFT', originalPriceCents: 2000 });
    // A free claim moves no money.
    expect((await snapshot(t.db)).ledger_transactions).toBe(before.ledger_transactions);
    expect(await codeRow(code.id)).toMatchObject({ redemptions: 1 });
  });

  it('a double submission gives the same payment, one redemption and one order', async () => {
    const { seller, buyer, listing } = await makeSale(t.app, t.db, 2000);
    const code = await makeCode(seller, { code: 'TWICE', type: 'percent', value: 10, maxRedemptions: 5 });
    const first = await createIntent(t.app, buyer, listing.id, { discountCode: 'TWICE' });
    const second = await createIntent(t.app, buyer, listing.id, { discountCode: 'twice' });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().paymentIntentId).toBe(first.json().paymentIntentId);
    expect(await codeRow(code.id)).toMatchObject({ redemptions: 1 });
    const intent = first.json();
    expect((await confirmCard(t.app, buyer, intent.clientSecret)).statusCode).toBe(200);
    const [a, b] = await Promise.all([
      processPayment(t.app, buyer, intent.paymentIntentId, listing.id),
      processPayment(t.app, buyer, intent.paymentIntentId, listing.id),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().id).toBe(b.json().id);
    expect(await ordersOf(listing.id)).toHaveLength(1);
    expect(await redemptionsOf(code.id)).toHaveLength(1);
  });

  it('an expired payment gives the redemption back; another buyer can then use it', async () => {
    const { seller, buyer, listing } = await makeSale(t.app, t.db, 2000);
    const code = await makeCode(seller, { code: 'BACK', type: 'percent', value: 10, maxRedemptions: 1 });
    const intent = (await createIntent(t.app, buyer, listing.id, { discountCode: 'BACK' })).json();
    const rival = await makeUser(t.app, t.db);
    expect((await createIntent(t.app, rival, listing.id, { discountCode: 'BACK' })).statusCode).toBe(409);
    await t.db
      .update(paymentIntents)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(paymentIntents.providerIntentId, intent.paymentIntentId));
    await t.app.reconcilePayments();
    expect(await codeRow(code.id)).toMatchObject({ redemptions: 0 });
    expect((await redemptionsOf(code.id)).map((r) => r.status)).toEqual(['released']);
    // The late card is refused and gives nothing back twice.
    expect((await confirmCard(t.app, buyer, intent.clientSecret)).statusCode).toBe(410);
    expect(await codeRow(code.id)).toMatchObject({ redemptions: 0 });
    const again = await createIntent(t.app, rival, listing.id, { discountCode: 'BACK' });
    expect(again.statusCode, again.body).toBe(200);
    await pay(rival, listing.id, again.json());
    expect(await codeRow(code.id)).toMatchObject({ redemptions: 1 });
  });

  it('a payment refunded without an order (the buyer owned it already) gives the redemption back', async () => {
    const { seller, buyer, listing } = await makeSale(t.app, t.db, 2000);
    const code = await makeCode(seller, { code: 'DUP', type: 'percent', value: 10, maxRedemptions: 3 });
    const plain = (await createIntent(t.app, buyer, listing.id)).json();
    const coded = (await createIntent(t.app, buyer, listing.id, { discountCode: 'DUP' })).json();
    await pay(buyer, listing.id, plain);
    expect((await confirmCard(t.app, buyer, coded.clientSecret)).statusCode).toBe(200);
    const res = await processPayment(t.app, buyer, coded.paymentIntentId, listing.id);
    expect(res.statusCode).toBe(409);
    expect(await codeRow(code.id)).toMatchObject({ redemptions: 0 });
    expect((await redemptionsOf(code.id)).map((r) => r.status)).toEqual(['released']);
  });

  it('process-payment claims free only with a code that takes off everything', async () => {
    const { seller, buyer, listing } = await makeSale(t.app, t.db, 2000);
    await makeCode(seller, { code: 'HALF', type: 'percent', value: 50 });
    await makeCode(seller, { code: 'ALL', type: 'fixed', value: '20.00' });
    const before = await snapshot(t.db);
    const claim = (discountCode?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/process-payment',
        headers: as(buyer),
        payload: { paymentIntentId: 'free_download', listingId: listing.id, discountCode },
      });
    expect((await claim()).statusCode).toBe(400);
    expect((await claim('HALF')).statusCode).toBe(400);
    expect(await snapshot(t.db)).toEqual(before);
    const ok = await claim('ALL');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ amount: '0.00', discountCode: 'ALL', originalPrice: '20.00' });
    // Submitted again: the same order.
    expect((await claim('ALL')).json().id).toBe(ok.json().id);
    expect(await ordersOf(listing.id)).toHaveLength(1);
  });
});
