import { sandboxCards } from '@agentsy/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, paymentIntents } from '../../db/schema';
import { as, makeListing, makeSale, makeUser } from '../../test/factories';
import {
  balanceOfUser,
  buy,
  confirmCard,
  createIntent,
  futureYear,
  processPayment,
  snapshot,
  useLedgerCheckedApp,
} from '../../test/payments-fixtures';

const t = useLedgerCheckedApp();

const setup = async (priceCents = 1999) => {
  const { seller, buyer, listing } = await makeSale(t.app, t.db, priceCents);
  return { seller, buyer, listing };
};

describe('create-payment-intent', () => {
  it('computes every figure from the stored price and accepts matching client figures', async () => {
    const { buyer, listing } = await setup(1999);
    const res = await createIntent(t.app, buyer, listing.id, {
      amount: '20.59',
      subtotal: '19.99',
      transactionFee: '0.60',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      amount: '20.59',
      subtotal: '19.99',
      transactionFee: '0.60',
      provider: 'sandbox',
    });
    expect(res.json().clientSecret).toMatch(/^pi_sandbox_\w+_secret_\w+$/);
  });

  it('refuses tampered figures and records nothing', async () => {
    const { buyer, listing } = await setup(1999);
    const before = await snapshot(t.db);
    for (const figures of [{ amount: '0.50' }, { subtotal: '1.00' }, { transactionFee: '0.00' }, { amount: '20.58' }]) {
      const res = await createIntent(t.app, buyer, listing.id, figures);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/price of this agent has changed/);
    }
    const garbage = await createIntent(t.app, buyer, listing.id, { amount: 'abc' });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().message).toBe('amount must be an amount like 19.99, with at most two decimals');
    expect(garbage.json().fields).toEqual({ amount: garbage.json().message });
    const intents = await t.db.select().from(paymentIntents).where(eq(paymentIntents.buyerId, buyer.userId));
    expect(intents).toEqual([]);
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('refuses own listing (403), free listing (400), missing or removed listing (404), visitors (401)', async () => {
    const { seller, buyer, listing } = await setup();
    expect((await createIntent(t.app, seller, listing.id)).statusCode).toBe(403);
    const free = await makeListing(t.app, t.db, seller.userId, { priceCents: 0 });
    expect((await createIntent(t.app, buyer, free.id)).statusCode).toBe(400);
    const removed = await makeListing(t.app, t.db, seller.userId, { removed: true });
    expect((await createIntent(t.app, buyer, removed.id)).statusCode).toBe(404);
    const inactive = await makeListing(t.app, t.db, seller.userId, { active: false });
    expect((await createIntent(t.app, buyer, inactive.id)).statusCode).toBe(404);
    expect((await createIntent(t.app, buyer, 'not-a-uuid')).statusCode).toBe(404);
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { listingId: listing.id },
    });
    expect(anon.statusCode).toBe(401);
  });

  it('refuses a second purchase of the same listing (409)', async () => {
    const { buyer, listing } = await setup();
    await buy(t.app, buyer, listing.id);
    const res = await createIntent(t.app, buyer, listing.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('You have already purchased this agent.');
  });
});

describe('sandbox card confirmation', () => {
  it.each([
    [sandboxCards.declined, 402, 'Your card was declined.'],
    [sandboxCards.insufficientFunds, 402, 'Your card has insufficient funds.'],
    ['4242424242424241', 400, 'Your card number is incorrect.'],
  ])('card %s -> %i %s, and no order', async (number, status, message) => {
    const { buyer, listing } = await setup();
    const intent = (await createIntent(t.app, buyer, listing.id)).json();
    const before = await snapshot(t.db);
    const res = await confirmCard(t.app, buyer, intent.clientSecret, number);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
    const processed = await processPayment(t.app, buyer, intent.paymentIntentId, listing.id);
    expect(processed.statusCode).toBe(402);
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('refuses an expired card and a bad cvc', async () => {
    const { buyer, listing } = await setup();
    const { clientSecret } = (await createIntent(t.app, buyer, listing.id)).json();
    const expired = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/confirm',
      headers: as(buyer),
      payload: { clientSecret, cardNumber: '4242 4242 4242 4242', expMonth: 1, expYear: 2020, cvc: '123' },
    });
    expect(expired.statusCode).toBe(402);
    expect(expired.json().message).toBe('Your card has expired.');
    const badCvc = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/confirm',
      headers: as(buyer),
      payload: { clientSecret, cardNumber: '4242424242424242', expMonth: 12, expYear: futureYear(), cvc: '1' },
    });
    expect(badCvc.statusCode).toBe(402);
    expect(badCvc.json().message).toBe("Your card's security code is incorrect.");
  });

  it("only the intent's buyer may confirm it", async () => {
    const { buyer, listing } = await setup();
    const other = await makeUser(t.app, t.db);
    const { clientSecret } = (await createIntent(t.app, buyer, listing.id)).json();
    const before = await snapshot(t.db);
    expect((await confirmCard(t.app, other, clientSecret)).statusCode).toBe(403);
    expect(await snapshot(t.db)).toEqual(before);
  });
});

describe('process-payment', () => {
  it('creates one completed order and a balanced sale: seller 89%, platform 11% + fee', async () => {
    const { seller, buyer, listing } = await setup(1999);
    const order = await buy(t.app, buyer, listing.id);
    expect(order).toMatchObject({ amount: '20.59', status: 'completed', downloadUrl: `/api/downloads/${order.id}` });
    expect(order.downloadToken).toMatch(/^\d+\.[\w-]{43}$/);
    expect(await balanceOfUser(t.db, seller.userId)).toBe(1779); // 89% of 19.99 = 17.7911
  });

  it('10 concurrent calls for one intent make one order and one sale', async () => {
    const { seller, buyer, listing } = await setup(5000);
    const intent = (await createIntent(t.app, buyer, listing.id)).json();
    expect((await confirmCard(t.app, buyer, intent.clientSecret)).statusCode).toBe(200);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => processPayment(t.app, buyer, intent.paymentIntentId, listing.id)),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(results.map((r) => r.json().id)).size).toBe(1);
    const rows = await t.db.select().from(orders).where(eq(orders.buyerId, buyer.userId));
    expect(rows).toHaveLength(1);
    expect(await balanceOfUser(t.db, seller.userId)).toBe(4450);
  });

  it('refuses free_download on a paid listing and changes nothing', async () => {
    const { buyer, listing } = await setup(999);
    const before = await snapshot(t.db);
    const res = await processPayment(t.app, buyer, 'free_download', listing.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This agent is not free.');
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('free_download on a free listing gives one completed order, idempotently, with no money moved', async () => {
    const { buyer, listing } = await setup(0);
    const before = await snapshot(t.db);
    const first = await processPayment(t.app, buyer, 'free_download', listing.id);
    const second = await processPayment(t.app, buyer, 'free_download', listing.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ amount: '0.00', status: 'completed' });
    expect(second.json().id).toBe(first.json().id);
    const after = await snapshot(t.db);
    expect(after.orders).toBe(Number(before.orders) + 1);
    expect(after.ledger_transactions).toBe(before.ledger_transactions);
  });

  it("refuses an unconfirmed intent, someone else's intent, and the wrong listing", async () => {
    const { seller, buyer, listing } = await setup();
    const other = await makeUser(t.app, t.db);
    const otherListing = await makeListing(t.app, t.db, seller.userId);
    const intent = (await createIntent(t.app, buyer, listing.id)).json();
    const before = await snapshot(t.db);
    expect((await processPayment(t.app, buyer, intent.paymentIntentId, listing.id)).statusCode).toBe(402);
    await confirmCard(t.app, buyer, intent.clientSecret);
    const afterConfirm = await snapshot(t.db); // the sandbox confirmation books the order itself
    expect((await processPayment(t.app, other, intent.paymentIntentId, listing.id)).statusCode).toBe(404);
    expect((await processPayment(t.app, buyer, intent.paymentIntentId, otherListing.id)).statusCode).toBe(400);
    expect((await processPayment(t.app, buyer, 'pi_unknown', listing.id)).statusCode).toBe(404);
    expect(await snapshot(t.db)).toEqual(afterConfirm);
    expect(afterConfirm.orders).toBe(Number(before.orders) + 1);
  });
});

describe('payments config', () => {
  it('tells the web which provider to use', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(res.json()).toEqual({ provider: 'sandbox', testMode: true });
  });
});
