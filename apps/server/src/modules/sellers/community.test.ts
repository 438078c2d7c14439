import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addReview, insertListing, updateUserRow } from '../../test/factories';
import { buy } from '../../test/payments-fixtures';
import { asUser, createTestApp, multipart, signUp, type TestApp } from '../../test/test-app';

let t: TestApp;
let alice: Awaited<ReturnType<typeof signUp>>;
let bob: Awaited<ReturnType<typeof signUp>>;
let buyer: Awaited<ReturnType<typeof signUp>>;
let buyer2: Awaited<ReturnType<typeof signUp>>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUp(t.app, { name: 'Alice Author' });
  bob = await signUp(t.app, { name: 'Bob Builder' });
  buyer = await signUp(t.app, { name: 'Bea Buyer' });
  buyer2 = await signUp(t.app, { name: 'Ben Buyer' });
  await updateUserRow(t.db, alice.id, {
    sellerEnabled: true,
    emailVerified: true,
    verifiedDomain: 'alice.example',
    createdAt: new Date('2024-06-01'),
  });
  // A verified e-mail alone does not make a verified creator: a verified domain does.
  await updateUserRow(t.db, bob.id, { sellerEnabled: true, emailVerified: true, createdAt: new Date('2025-06-01') });
  ids.a1 = (
    await insertListing(t.db, { userId: alice.id, title: 'Writer', useCase: 'content-creation', downloadCount: 3 })
  ).id;
  ids.a2 = (
    await insertListing(t.db, { userId: alice.id, title: 'Planner', useCase: 'productivity', downloadCount: 4 })
  ).id;
  ids.b1 = (
    await insertListing(t.db, {
      userId: bob.id,
      title: 'Zap flow',
      platform: 'zapier',
      useCase: 'automation',
      downloadCount: 40,
    })
  ).id;
  ids.gone = (await insertListing(t.db, { userId: bob.id, title: 'Gone', removedAt: new Date() })).id;
  await addReview(t.db, ids.a1, buyer.id, 5);
  await addReview(t.db, ids.b1, buyer.id, 3);
  // Sales are completed orders: Bob two at $10 (earning 2 x $8.90), Alice one; download counts don't count.
  await buy(t.app, buyer, ids.b1);
  await buy(t.app, buyer2, ids.b1);
  await buy(t.app, buyer, ids.a1);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, who?: { cookie: string }) =>
  t.app.inject({ method: 'GET', url, headers: who ? asUser(who) : {} });

describe('favorites', () => {
  it('adds idempotently, lists with listing figures, removes', async () => {
    const add = () =>
      t.app.inject({ method: 'POST', url: '/api/favorites', headers: asUser(buyer), payload: { listingId: ids.a1 } });
    expect((await add()).statusCode).toBe(200);
    expect((await add()).statusCode).toBe(200);
    const list = await get('/api/favorites', buyer);
    expect(list.json()).toHaveLength(1);
    expect(list.json()[0]).toMatchObject({
      listing: { id: ids.a1, title: 'Writer', price: '10.00', rating: { average: 5, count: 1 }, totalSales: 1 },
    });
    const del = await t.app.inject({ method: 'DELETE', url: `/api/favorites/${ids.a1}`, headers: asUser(buyer) });
    expect(del.statusCode).toBe(200);
    expect((await get('/api/favorites', buyer)).json()).toEqual([]);
  });

  it('answers 404 for unknown or removed listings, 400 for a malformed id, 401 signed out', async () => {
    const post = (payload: object, who?: { cookie: string }) =>
      t.app.inject({ method: 'POST', url: '/api/favorites', headers: who ? asUser(who) : {}, payload });
    expect((await post({ listingId: '00000000-0000-4000-8000-000000000000' }, buyer)).statusCode).toBe(404);
    expect((await post({ listingId: ids.gone }, buyer)).statusCode).toBe(404);
    expect((await post({ listingId: 'nope' }, buyer)).statusCode).toBe(400);
    expect((await post({ listingId: ids.a1 })).statusCode).toBe(401);
    expect((await get('/api/favorites')).statusCode).toBe(401);
  });
});

describe('agent requests', () => {
  it('stores a request and lists the user’s own, newest first', async () => {
    const send = (title: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/forms/agent-request',
        headers: asUser(buyer),
        payload: { title, description: 'Summarise my meetings', useCase: 'productivity', budget: '50-100' },
      });
    expect((await send('First')).statusCode).toBe(201);
    expect((await send('Second')).statusCode).toBe(201);
    const mine = await get('/api/agent-requests', buyer);
    expect(mine.json().map((r: { title: string }) => r.title)).toEqual(['Second', 'First']);
    expect((await get('/api/agent-requests', alice)).json()).toEqual([]);
  });

  it('refuses missing fields and unknown budgets with "Please fill in all required fields.", 401 signed out', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/forms/agent-request',
      headers: asUser(buyer),
      payload: { title: 'x', description: '', useCase: 'productivity', budget: 'a lot' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please fill in all required fields.');
    const anon = await t.app.inject({ method: 'POST', url: '/api/forms/agent-request', payload: {} });
    expect(anon.statusCode).toBe(401);
  });
});

describe('sellers', () => {
  const names = async (query: string) =>
    ((await get(`/api/sellers${query}`)).json() as { firstName: string }[]).map((s) => s.firstName);

  it('lists sellers with stats, filtered and sorted', async () => {
    const res = await get('/api/sellers?sortBy=most_sales');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        firstName: 'Bob',
        stats: { averageRating: 3, totalReviews: 1, activeListings: 1, totalSales: 2 },
      }),
      expect.objectContaining({
        firstName: 'Alice',
        emailVerified: true,
        verifiedDomain: 'alice.example',
        stats: { averageRating: 5, totalReviews: 1, activeListings: 2, totalSales: 1 },
      }),
    ]);
    expect(res.json()[0]).not.toHaveProperty('email');
    expect(await names('?sortBy=highest_rated')).toEqual(['Alice', 'Bob']);
    expect(await names('?sortBy=most_agents')).toEqual(['Alice', 'Bob']);
    expect(await names('?sortBy=newest')).toEqual(['Bob', 'Alice']);
    expect(await names('?rating=4.5')).toEqual(['Alice']);
    expect(await names('?verifiedOnly=true')).toEqual(['Alice']);
    expect(await names('?category=no_code')).toEqual(['Bob']);
    expect(await names('?category=content_creation')).toEqual(['Alice']);
    expect(await names('?search=bob')).toEqual(['Bob']);
    expect((await names('')).sort()).toEqual(['Alice', 'Bob']);
  });

  it('refuses bad filters with 400', async () => {
    expect((await get('/api/sellers?rating=9')).statusCode).toBe(400);
    expect((await get('/api/sellers?category=knitting')).statusCode).toBe(400);
    expect((await get('/api/sellers?sortBy=loudest')).statusCode).toBe(400);
  });

  it('serves a public profile without e-mail, public analytics, top sellers and platform stats', async () => {
    const profile = await get(`/api/users/${alice.id}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ firstName: 'Alice', stats: { activeListings: 2, averageRating: 5 } });
    expect(profile.json()).not.toHaveProperty('email');
    const missing = await get('/api/users/nobody');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Seller Not Found');
    expect((await get(`/api/analytics/seller/${bob.id}/public`)).json()).toEqual({
      averageRating: 3,
      activeListings: 1,
      totalSales: 2,
    });
    const top = await get('/api/analytics/top-sellers?limit=1');
    expect(top.json()).toEqual([
      {
        user: { id: bob.id, firstName: 'Bob', lastName: 'Builder', profileImageUrl: null },
        totalEarnings: '17.80',
        totalSales: 2,
      },
    ]);
    expect((await get('/api/stats/platform')).json()).toEqual({ agents: 3, sellers: 2, buyers: 4, salesCents: 3000 });
  });
});

describe('demo video ranges', () => {
  it('serves 206 partial content, suffix ranges and 416 for unsatisfiable ranges', async () => {
    const video = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(988, 7)]);
    const body = multipart({}, [{ name: 'video', filename: 'demo.mp4', content: video }]);
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/upload-video',
      headers: { ...asUser(alice), ...body.headers },
      payload: body.payload,
    });
    const { videoUrl } = up.json();
    const range = (value: string) => t.app.inject({ method: 'GET', url: videoUrl, headers: { range: value } });

    const part = await range('bytes=4-11');
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 4-11/1000');
    expect(part.headers['accept-ranges']).toBe('bytes');
    expect(part.body).toBe('ftypisom');

    const tail = await range('bytes=-10');
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe('bytes 990-999/1000');
    expect(tail.rawPayload.length).toBe(10);

    const open = await range('bytes=995-');
    expect(open.headers['content-range']).toBe('bytes 995-999/1000');

    const bad = await range('bytes=5000-6000');
    expect(bad.statusCode).toBe(416);
    expect(bad.headers['content-range']).toBe('bytes */1000');

    // A malformed header or several ranges: the whole file, as RFC 9110 allows.
    for (const whole of ['bytes=abc', 'bytes=0-1,5-6', 'items=0-1']) {
      const res = await range(whole);
      expect(res.statusCode, whole).toBe(200);
      expect(res.rawPayload.length).toBe(1000);
    }

    expect(
      (await t.app.inject({ method: 'GET', url: '/api/videos/00000000-0000-4000-8000-000000000000' })).statusCode,
    ).toBe(404);
  });
});
