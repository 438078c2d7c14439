import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { discountCodes } from '../../db/schema';
import { as, makeListing, makeSale, makeUser, type Session } from '../../test/factories';
import { useLedgerCheckedApp } from '../../test/payments-fixtures';

const t = useLedgerCheckedApp();

const create = (seller: Session, payload: object) => t.post(seller, '/api/discounts', payload);
const check = (code: string, listingId: string, who?: Session) =>
  t.app.inject({
    method: 'GET',
    url: `/api/discounts/check?code=${encodeURIComponent(code)}&listingId=${listingId}`,
    ...(who ? { headers: as(who) } : {}),
  });
const codesOf = (sellerId: string) => t.db.select().from(discountCodes).where(eq(discountCodes.sellerId, sellerId));

describe('a seller manages discount codes', () => {
  it('creates percent and fixed codes, lists them, deactivates and deletes one', async () => {
    const { seller, listing } = await makeSale(t.app, t.db, 2000);
    const percent = await create(seller, { code: 'spring-20', type: 'percent', value: 20, maxRedemptions: 5 });
    expect(percent.statusCode, percent.body).toBe(200);
    expect(percent.json()).toMatchObject({
      code: 'SPRING-20',
      type: 'percent',
      value: '20',
      listingIds: null,
      maxRedemptions: 5,
      perBuyerLimit: 1,
      redemptions: 0,
      active: true,
    });
    const fixed = await create(seller, { code: 'FIVE', type: 'fixed', value: '5.00', listingIds: [listing.id] });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json()).toMatchObject({ type: 'fixed', value: '5.00', listingIds: [listing.id] });

    const list = await t.get(seller, '/api/discounts');
    expect(list.json().map((d: { code: string }) => d.code)).toEqual(['FIVE', 'SPRING-20']);

    const off = await t.patch(seller, `/api/discounts/${fixed.json().id}`, { active: false });
    expect(off.json()).toMatchObject({ active: false });
    expect((await check('FIVE', listing.id)).json()).toMatchObject({
      valid: false,
      message: 'This code is not valid.',
    });

    const del = await t.app.inject({ method: 'DELETE', url: `/api/discounts/${fixed.json().id}`, headers: as(seller) });
    expect(del.statusCode).toBe(204);
    expect((await codesOf(seller.userId)).map((d) => d.code)).toEqual(['SPRING-20']);
  });

  it('refuses bad codes and values with a 400 and stores nothing', async () => {
    const { seller } = await makeSale(t.app, t.db, 2000);
    const other = await makeUser(t.app, t.db);
    const othersListing = await makeListing(t.app, t.db, other.userId);
    const bad: [object, string][] = [
      [{ code: 'AB', type: 'percent', value: 10 }, 'A code is 3 to 32 letters, digits or hyphens.'],
      [{ code: 'A'.repeat(33), type: 'percent', value: 10 }, 'A code is 3 to 32 letters, digits or hyphens.'],
      [{ code: 'NO SPACE', type: 'percent', value: 10 }, 'A code is 3 to 32 letters, digits or hyphens.'],
      [{ code: 'ÉTÉ10', type: 'percent', value: 10 }, 'A code is 3 to 32 letters, digits or hyphens.'],
      [{ code: 'ZERO', type: 'percent', value: 0 }, 'A percentage is a whole number from 1 to 100.'],
      [{ code: 'MORE', type: 'percent', value: 101 }, 'A percentage is a whole number from 1 to 100.'],
      [{ code: 'HALF', type: 'percent', value: 10.5 }, 'A percentage is a whole number from 1 to 100.'],
      [
        { code: 'CENTS', type: 'fixed', value: '5.001' },
        'value must be an amount like 19.99, with at most two decimals',
      ],
      [{ code: 'NONE', type: 'fixed', value: '0.00' }, 'value must be at least $0.01'],
      [{ code: 'KIND', type: 'bogus', value: 5 }, 'type must be percent or fixed'],
      [
        { code: 'BACK', type: 'percent', value: 5, startsAt: '2026-12-02', endsAt: '2026-12-01' },
        'The end must be after the start.',
      ],
      [{ code: 'THEIRS', type: 'percent', value: 5, listingIds: [othersListing.id] }, 'Choose among your own agents.'],
    ];
    for (const [payload, message] of bad) {
      const res = await create(seller, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await codesOf(seller.userId)).toEqual([]);
  });

  it('a code is unique per seller whatever the case (409); another seller may use it', async () => {
    const { seller } = await makeSale(t.app, t.db, 2000);
    expect((await create(seller, { code: 'SALE', type: 'percent', value: 10 })).statusCode).toBe(200);
    const again = await create(seller, { code: 'sale', type: 'fixed', value: '1.00' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You already have a code with this name.');
    const other = await makeUser(t.app, t.db);
    expect((await create(other, { code: 'sale', type: 'percent', value: 10 })).statusCode).toBe(200);
    expect(await codesOf(seller.userId)).toHaveLength(1);
  });

  it("another seller's code is not found (404) and stays as it was; visitors get 401", async () => {
    const { seller } = await makeSale(t.app, t.db, 2000);
    const code = (await create(seller, { code: 'MINE', type: 'percent', value: 10 })).json();
    const other = await makeUser(t.app, t.db);
    expect((await t.patch(other, `/api/discounts/${code.id}`, { active: false })).statusCode).toBe(404);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/discounts/${code.id}`, headers: as(other) });
    expect(del.statusCode).toBe(404);
    expect((await t.patch(seller, '/api/discounts/not-a-uuid', { active: false })).statusCode).toBe(404);
    expect((await t.get(other, '/api/discounts')).json()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/discounts' })).statusCode).toBe(401);
    expect((await codesOf(seller.userId))[0]).toMatchObject({ active: true });
  });
});

describe('GET /api/discounts/check', () => {
  it('answers the price with the code, or why there is none', async () => {
    const { seller, buyer, listing } = await makeSale(t.app, t.db, 2000);
    const other = await makeListing(t.app, t.db, seller.userId, { priceCents: 3000 });
    const cheap = await makeListing(t.app, t.db, seller.userId, { priceCents: 100 });
    await create(seller, { code: 'TWENTY', type: 'percent', value: 20 });
    await create(seller, { code: 'ONLY-ONE', type: 'fixed', value: '5.00', listingIds: [listing.id] });
    await create(seller, { code: 'OLD', type: 'percent', value: 10, endsAt: '2020-01-01T00:00:00Z' });
    await create(seller, { code: 'LATER', type: 'percent', value: 10, startsAt: '2099-01-01T00:00:00Z' });
    await create(seller, { code: 'GONE', type: 'percent', value: 10, maxRedemptions: 1 });
    await t.db.execute(sql`update discount_codes set redemptions = 1 where code = 'GONE'`);
    await create(seller, { code: 'DEEP', type: 'percent', value: 60 });

    expect((await check('twenty', listing.id, buyer)).json()).toEqual({
      valid: true,
      originalPrice: '20.00',
      discountedPrice: '16.00',
      message: 'Code applied.',
    });
    expect((await check('OLD', listing.id)).json()).toEqual({
      valid: false,
      originalPrice: '20.00',
      discountedPrice: '20.00',
      message: 'This code has expired.',
    });
    for (const [code, id, message] of [
      ['ONLY-ONE', other.id, 'This code is not valid for this agent.'],
      ['GONE', listing.id, 'This code has been used up.'],
      ['LATER', listing.id, 'This code is not active yet.'],
      ['NOPE', listing.id, 'This code is not valid.'],
      ['DEEP', cheap.id, 'This code would take the price below $0.50.'],
    ] as const) {
      const body = (await check(code, id, buyer)).json();
      expect(body, code).toMatchObject({ valid: false, message });
      expect(body.discountedPrice).toBe(body.originalPrice);
    }
    expect((await check('TWENTY', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/discounts/check?listingId=${listing.id}` })).statusCode,
    ).toBe(400);
  });
});
