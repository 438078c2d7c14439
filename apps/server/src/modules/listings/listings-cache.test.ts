import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema';
import { insertListing } from '../../test/factories';
import { asUser, createTestApp, signUp, type TestApp } from '../../test/test-app';
import { createListingsCache } from './listings-cache';

let t: TestApp;
let seller: Awaited<ReturnType<typeof signUp>>;
let listingId: string;

beforeAll(async () => {
  t = await createTestApp({ config: { listingsCacheMs: 60_000 } });
  seller = await signUp(t.app, { name: 'Sam Seller' });
  listingId = (await insertListing(t.db, { title: 'Cached Chatbot', userId: seller.id })).id;
});
afterAll(async () => {
  await t.close();
});

const titles = async (query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/listings${query}` });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return (res.json() as { title: string }[]).map((l) => l.title);
};

describe('the anonymous listings cache', () => {
  it('answers repeated calls from memory, with the same body as the serializer', async () => {
    expect(await titles()).toEqual(['Cached Chatbot']);
    // A write that bypasses the API is not seen until the entry expires...
    await t.db.update(listings).set({ title: 'Renamed Behind The Back' }).where(eq(listings.id, listingId));
    expect(await titles()).toEqual(['Cached Chatbot']);
    // ...but the owner's own view is never cached.
    const own = await t.app.inject({ method: 'GET', url: '/api/listings?sellerId=me', headers: asUser(seller) });
    expect(own.json()[0].title).toBe('Renamed Behind The Back');
  });

  it('is emptied by any write request this process answers', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/listings/${listingId}`,
      headers: asUser(seller),
      payload: { title: 'Edited Chatbot' },
    });
    expect(res.statusCode).toBe(200);
    expect(await titles()).toEqual(['Edited Chatbot']);
    expect(await titles('?search=edited')).toEqual(['Edited Chatbot']);
  });
});

describe('createListingsCache', () => {
  it('expires entries, shares concurrent loads and drops a load that overlapped a write', async () => {
    let clock = 1;
    const cache = createListingsCache({ ttlMs: 1000, now: () => clock });
    let loads = 0;
    const load = async () => `v${++loads}`;
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual(['v1', 'v1']);
    expect(await cache.get('k', load)).toBe('v1');
    clock = 1002;
    expect(await cache.get('k', load)).toBe('v2');

    let release: (v: string) => void = () => {};
    const slow = cache.get('s', () => new Promise<string>((r) => (release = r)));
    cache.invalidate();
    release('stale');
    expect(await slow).toBe('stale');
    expect(await cache.get('s', load)).toBe('v3');
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = createListingsCache({ ttlMs: 1000, maxEntries: 2, now: () => 1 });
    let loads = 0;
    const load = async () => `v${++loads}`;
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    expect(await cache.get('a', load)).toBe('v4');
    expect(await cache.get('c', load)).toBe('v3');
  });
});
