import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listings, paymentIntents } from '../db/schema';
import { as, makeListing, makeSeller, makeUser } from '../test/factories';
import { buy, createIntent, snapshot, useLedgerCheckedApp } from '../test/payments-fixtures';
import { multipart } from '../test/test-app';

/** Every amount the API accepts goes through one parser: the same refusals everywhere, as a 400. */
const t = useLedgerCheckedApp();

const badAmounts = [0.005, '0.005', 1.999, 'NaN', 'Infinity', '-Infinity', '1e3', 1e21, 5e-7, '-1', -1, '12,50'];

const priceOf = async (id: string) =>
  (await t.db.select({ cents: listings.priceCents }).from(listings).where(eq(listings.id, id)))[0]!.cents;

describe('money given to the API', () => {
  it('a listing price given as a JSON number is never rounded: 0.005 is a 400 naming the price', async () => {
    const seller = await makeSeller(t.app, t.db);
    const listing = await makeListing(t.app, t.db, seller.userId, { priceCents: 1000 });
    for (const price of [...badAmounts, 10000.01, '99999999999999999999']) {
      const res = await t.patch(seller, `/api/listings/${listing.id}`, { price });
      expect(res.statusCode, `price ${price}`).toBe(400);
      expect(res.json().fields?.price, `price ${price}`).toMatch(/^Price /);
    }
    expect(await priceOf(listing.id)).toBe(1000);
    const ok = await t.patch(seller, `/api/listings/${listing.id}`, { price: 12.5 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await priceOf(listing.id)).toBe(1250);
    expect((await t.patch(seller, `/api/listings/${listing.id}`, { price: '0.10' })).statusCode).toBe(200);
    expect(await priceOf(listing.id)).toBe(10);
  });

  it('a new listing refuses a price with more than two decimals or an exponent', async () => {
    const seller = await makeSeller(t.app, t.db);
    for (const price of ['0.005', '1e3', 'NaN', 'Infinity']) {
      const body = multipart(
        { title: 'Priced Bot', description: 'Does useful things daily', price, platform: 'python' },
        [{ name: 'file', filename: 'bot.txt', content: 'print("hi")', contentType: 'text/plain' }],
      );
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/listings',
        headers: { ...as(seller), ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode, `${price}: ${res.body}`).toBe(400);
      expect(res.json().message).toBe('Price must be an amount like 19.99');
    }
  });

  it('payment figures: a 400 naming the field, and no intent recorded', async () => {
    const seller = await makeSeller(t.app, t.db);
    const buyer = await makeUser(t.app, t.db);
    const listing = await makeListing(t.app, t.db, seller.userId, { priceCents: 1999 });
    const before = await snapshot(t.db);
    for (const field of ['amount', 'subtotal', 'transactionFee']) {
      for (const value of badAmounts) {
        const res = await createIntent(t.app, buyer, listing.id, { [field]: value });
        expect(res.statusCode, `${field} ${value}`).toBe(400);
        expect(Object.keys(res.json().fields ?? {}), `${field} ${value}`).toEqual([field]);
        expect(res.json().message).toContain(field);
      }
    }
    expect(await t.db.select().from(paymentIntents).where(eq(paymentIntents.buyerId, buyer.userId))).toEqual([]);
    // A JSON number with the right figure is read exactly.
    expect((await createIntent(t.app, buyer, listing.id, { amount: 20.59 })).statusCode).toBe(200);
    expect((await createIntent(t.app, buyer, listing.id, { amount: 20.6 })).statusCode).toBe(400);
    expect((await snapshot(t.db)).orders).toBe(before.orders);
  });

  it('payout amounts: a 400 naming the amount, nothing changes, also when sent at once', async () => {
    const seller = await makeSeller(t.app, t.db);
    const buyer = await makeUser(t.app, t.db);
    const listing = await makeListing(t.app, t.db, seller.userId, { priceCents: 5000 });
    await buy(t.app, buyer, listing.id);
    const before = await snapshot(t.db);
    const results = await Promise.all(
      [...badAmounts, '$5.005', 0].map((amount) =>
        t.post(seller, '/api/payouts', { amount, payoutMethod: 'paypal', paypalEmail: 's@paypal.test' }),
      ),
    );
    for (const res of results) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ title: 'Invalid Amount', fields: { amount: expect.any(String) } });
    }
    expect(await snapshot(t.db)).toEqual(before);
    const ok = await t.post(seller, '/api/payouts', {
      amount: 5.5,
      payoutMethod: 'paypal',
      paypalEmail: 's@paypal.test',
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().amount).toBe('5.50');
  });

  it('price filters: exponents and out-of-range values are a 400 naming the filter', async () => {
    for (const [query, field] of [
      ['priceMin=1e3', 'priceMin'],
      ['priceMax=0.005', 'priceMax'],
      ['priceMin=99999999999999999999', 'priceMin'],
      ['priceMax=NaN', 'priceMax'],
      ['priceMin=Infinity', 'priceMin'],
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/listings?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().fields), query).toEqual([field]);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/listings?priceMin=0&priceMax=25.5' })).statusCode).toBe(200);
  });
});
