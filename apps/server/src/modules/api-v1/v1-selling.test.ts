import { communityMessages, discountMessages, type TokenScope } from '@agentsy/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { discountCodes, notifications, reviewReplies } from '../../db/schema';
import { as, insertListing, makeListing, makeSeller, makeUser, type Session } from '../../test/factories';
import { buy } from '../../test/payments-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Discount codes and review replies through /api/v1: the web app's services, by token. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const tokenOf = async (s: Session, scopes: TokenScope[]) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/tokens',
    headers: as(s),
    payload: { name: 'ci', scopes },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().token as string;
};
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (token: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
const codesOf = (sellerId: string) => t.db.select().from(discountCodes).where(eq(discountCodes.sellerId, sellerId));

describe('/api/v1/discounts', () => {
  it('creates, lists, turns off and deletes codes; the web app sees the same codes', async () => {
    const seller = await makeSeller(t.app, t.db);
    const listing = await makeListing(t.app, t.db, seller.userId);
    const token = await tokenOf(seller, ['discounts:write']);

    const created = await call(token, 'POST', '/api/v1/discounts', {
      code: 'launch-10',
      type: 'percent',
      value: 10,
      listingIds: [listing.id],
      maxRedemptions: 50,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      code: 'LAUNCH-10',
      type: 'percent',
      value: '10',
      listingIds: [listing.id],
      maxRedemptions: 50,
      perBuyerLimit: 1,
      active: true,
    });
    const id = created.json().id as string;
    const web = await t.app.inject({ method: 'GET', url: '/api/discounts', headers: as(seller) });
    expect(web.json().map((d: { id: string }) => d.id)).toEqual([id]);

    const list = await call(token, 'GET', '/api/v1/discounts');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ data: web.json() });
    expect(list.headers['ratelimit-limit']).toBeDefined();

    const off = await call(token, 'PATCH', `/api/v1/discounts/${id}`, { active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ id, active: false });
    expect((await codesOf(seller.userId))[0]!.active).toBe(false);

    const gone = await call(token, 'DELETE', `/api/v1/discounts/${id}`);
    expect(gone.statusCode).toBe(204);
    expect(await codesOf(seller.userId)).toEqual([]);
  });

  it('needs discounts:write for every call and makes nothing without it', async () => {
    const seller = await makeSeller(t.app, t.db);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/discounts',
      headers: as(seller),
      payload: { code: 'KEEP', type: 'fixed', value: '2.00' },
    });
    const id = made.json().id as string;
    const token = await tokenOf(seller, ['listings:read', 'listings:write', 'reviews:write']);
    const attempts: [Method, string, object?][] = [
      ['GET', '/api/v1/discounts'],
      ['POST', '/api/v1/discounts', { code: 'NEW', type: 'percent', value: 5 }],
      ['PATCH', `/api/v1/discounts/${id}`, { active: false }],
      ['DELETE', `/api/v1/discounts/${id}`],
    ];
    for (const [method, url, payload] of attempts) {
      const res = await call(token, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'INSUFFICIENT_SCOPE',
        message: expect.stringContaining('discounts:write'),
      });
    }
    expect((await codesOf(seller.userId)).map((c) => [c.code, c.active])).toEqual([['KEEP', true]]);
  });

  it("never shows or touches another seller's codes, nor applies a code to their listings", async () => {
    const seller = await makeSeller(t.app, t.db);
    const other = await makeSeller(t.app, t.db);
    const theirListing = await makeListing(t.app, t.db, other.userId);
    const theirs = await call(await tokenOf(other, ['discounts:write']), 'POST', '/api/v1/discounts', {
      code: 'THEIRS',
      type: 'percent',
      value: 30,
    });
    expect(theirs.statusCode).toBe(201);
    const token = await tokenOf(seller, ['discounts:write']);

    expect((await call(token, 'GET', '/api/v1/discounts')).json()).toEqual({ data: [] });
    for (const [method, payload] of [['PATCH', { active: false }], ['DELETE']] as [Method, object?][]) {
      const res = await call(token, method, `/api/v1/discounts/${theirs.json().id}`, payload);
      expect(res.statusCode, method).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    expect((await codesOf(other.userId)).map((c) => c.active)).toEqual([true]);

    const onTheirs = await call(token, 'POST', '/api/v1/discounts', {
      code: 'SNEAKY',
      type: 'percent',
      value: 50,
      listingIds: [theirListing.id],
    });
    expect(onTheirs.statusCode).toBe(400);
    expect(onTheirs.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: discountMessages.listingNotYours });
    expect(await codesOf(seller.userId)).toEqual([]);
  });

  it('answers bad input with 400 or 409 and the messages of the web app, and changes nothing', async () => {
    const seller = await makeSeller(t.app, t.db);
    const token = await tokenOf(seller, ['discounts:write']);
    const kept = await call(token, 'POST', '/api/v1/discounts', { code: 'SAVE5', type: 'fixed', value: '5.00' });
    expect(kept.statusCode).toBe(201);

    const bad: [object, number, string][] = [
      [{ code: 'x', type: 'percent', value: 10 }, 400, discountMessages.codeFormat],
      [{ code: 'HALF', type: 'percent', value: 150 }, 400, discountMessages.percentRange],
      [{ code: 'save5', type: 'percent', value: 10 }, 409, discountMessages.codeTaken],
    ];
    for (const [payload, status, message] of bad) {
      const res = await call(token, 'POST', '/api/v1/discounts', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().message).toBe(message);
    }
    const patch = await call(token, 'PATCH', `/api/v1/discounts/${kept.json().id}`, { active: 'no' });
    expect(patch.statusCode).toBe(400);
    expect(patch.json().code).toBe('VALIDATION_FAILED');
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000']) {
      expect((await call(token, 'DELETE', `/api/v1/discounts/${id}`)).statusCode).toBe(404);
    }
    expect((await codesOf(seller.userId)).map((c) => [c.code, c.active])).toEqual([['SAVE5', true]]);
  });
});

/** A seller, a buyer who bought and reviewed the seller's listing, and the review's id. */
const reviewed = async () => {
  const seller = await makeSeller(t.app, t.db);
  const buyer = await makeUser(t.app, t.db);
  const listing = await insertListing(t.db, { userId: seller.userId, title: 'Ticket Triage', priceCents: 1500 });
  await buy(t.app, buyer, listing.id);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/reviews',
    headers: as(buyer),
    payload: { listingId: listing.id, rating: 5, comment: 'Saves hours' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { seller, buyer, listing, reviewId: res.json().id as string };
};
const repliesOf = (reviewId: string) => t.db.select().from(reviewReplies).where(eq(reviewReplies.reviewId, reviewId));

describe('/api/v1/reviews/:id/reply', () => {
  it('replies once, edits and deletes the reply; the reviewer is told as from the web app', async () => {
    const { seller, buyer, listing, reviewId } = await reviewed();
    const token = await tokenOf(seller, ['reviews:write']);
    const url = `/api/v1/reviews/${reviewId}/reply`;

    const created = await call(token, 'POST', url, { content: ' Thanks for the kind words! ' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ content: 'Thanks for the kind words!' });
    const notices = await t.db.select().from(notifications).where(eq(notifications.userId, buyer.userId));
    expect(notices.map((n) => [n.kind, n.link])).toEqual([['review_replied', `/agent/${listing.id}`]]);

    const edited = await call(token, 'PATCH', url, { content: 'Thank you!' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await repliesOf(reviewId)).map((r) => r.content)).toEqual(['Thank you!']);

    expect((await call(token, 'DELETE', url)).statusCode).toBe(204);
    expect(await repliesOf(reviewId)).toEqual([]);
    const again = await call(token, 'DELETE', url);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(communityMessages.noReply);
  });

  it('needs reviews:write and writes nothing without it', async () => {
    const { seller, reviewId } = await reviewed();
    const token = await tokenOf(seller, ['discounts:write', 'orders:read']);
    for (const method of ['POST', 'PATCH', 'DELETE'] as Method[]) {
      const res = await call(token, method, `/api/v1/reviews/${reviewId}/reply`, { content: 'Hi' });
      expect(res.statusCode, method).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'INSUFFICIENT_SCOPE',
        message: expect.stringContaining('reviews:write'),
      });
    }
    expect(await repliesOf(reviewId)).toEqual([]);
  });

  it("refuses a reply on another seller's review, and to an unknown review", async () => {
    const { reviewId } = await reviewed();
    const stranger = await makeSeller(t.app, t.db);
    const token = await tokenOf(stranger, ['reviews:write']);
    const res = await call(token, 'POST', `/api/v1/reviews/${reviewId}/reply`, { content: 'Not mine' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: communityMessages.replyNotYours });
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000']) {
      const unknown = await call(token, 'POST', `/api/v1/reviews/${id}/reply`, { content: 'Hello' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(communityMessages.reviewNotFound);
    }
    expect(await repliesOf(reviewId)).toEqual([]);
  });

  it('answers bad input and a second reply with 4xx, and keeps the first reply', async () => {
    const { seller, reviewId } = await reviewed();
    const token = await tokenOf(seller, ['reviews:write']);
    const url = `/api/v1/reviews/${reviewId}/reply`;
    for (const content of ['', '   ', 'x'.repeat(2001)]) {
      const res = await call(token, 'POST', url, { content });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await call(token, 'PATCH', url, { content: 'No reply yet' })).statusCode).toBe(404);
    expect(await repliesOf(reviewId)).toEqual([]);

    expect((await call(token, 'POST', url, { content: 'First' })).statusCode).toBe(201);
    const second = await call(token, 'POST', url, { content: 'Second' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(communityMessages.alreadyReplied);
    expect((await call(token, 'PATCH', url, { content: '' })).statusCode).toBe(400);
    expect((await repliesOf(reviewId)).map((r) => r.content)).toEqual(['First']);
  });
});
