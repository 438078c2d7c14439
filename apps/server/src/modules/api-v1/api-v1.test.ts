import type { TokenScope } from '@agentsy/contracts';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listings, listingVersions } from '../../db/schema';
import { as, makeListing, makeSeller, makeUser, type Session } from '../../test/factories';
import { buy } from '../../test/payments-fixtures';
import { createTestApp, multipart, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const allScopes: TokenScope[] = ['listings:read', 'listings:write', 'orders:read', 'refunds:read'];
const tokenOf = async (s: Session, scopes: TokenScope[] = allScopes) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/tokens',
    headers: as(s),
    payload: { name: 'api', scopes },
  });
  expect(res.statusCode).toBe(201);
  return res.json().token as string;
};
type Call = { method?: 'GET' | 'POST' | 'PATCH'; payload?: object; headers?: Record<string, string> };
const call = (token: string, url: string, { method = 'GET', payload, headers = {} }: Call = {}) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}`, ...headers }, payload });
const upload = (token: string, url: string, fields: Record<string, string>, content = '{"agent":2}') => {
  const body = multipart(fields, [{ name: 'file', filename: 'agent.json', content }]);
  return call(token, url, { method: 'POST', payload: body.payload as never, headers: body.headers });
};
const versionsOf = async (listingId: string) =>
  (await t.db.select().from(listingVersions).where(eq(listingVersions.listingId, listingId))).map((v) => v.version);

/** A seller with a token and a listing, and another seller with a listing of their own. */
const twoSellers = async () => {
  const seller = await makeSeller(t.app, t.db);
  const other = await makeSeller(t.app, t.db);
  const mine = await makeListing(t.app, t.db, seller.userId);
  const inactive = await makeListing(t.app, t.db, seller.userId, { active: false });
  const theirs = await makeListing(t.app, t.db, other.userId);
  return { seller, other, mine, inactive, theirs, token: await tokenOf(seller) };
};

describe('listings', () => {
  it("lists and reads the seller's own listings, inactive ones too, and never another's", async () => {
    const { mine, inactive, theirs, token } = await twoSellers();
    const res = await call(token, '/api/v1/listings');
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .data.map((l: { id: string }) => l.id)
        .sort(),
    ).toEqual([mine.id, inactive.id].sort());
    const one = await call(token, `/api/v1/listings/${inactive.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: inactive.id, active: false, title: inactive.title });
    for (const id of [theirs.id, 'nope', '00000000-0000-4000-8000-000000000000']) {
      const refused = await call(token, `/api/v1/listings/${id}`);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().code).toBe('NOT_FOUND');
    }
    // Reading by API is not a visit.
    const [row] = await t.db.select().from(listings).where(eq(listings.id, inactive.id));
    expect(row!.viewCount).toBe(0);
  });

  it("updates details of its own listing; another seller's stays as it was", async () => {
    const { mine, theirs, token } = await twoSellers();
    const res = await call(token, `/api/v1/listings/${mine.id}`, { method: 'PATCH', payload: { title: 'Renamed' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().title).toBe('Renamed');
    const refused = await call(token, `/api/v1/listings/${theirs.id}`, { method: 'PATCH', payload: { title: 'Mine' } });
    expect(refused.statusCode).toBe(404);
    const [row] = await t.db.select().from(listings).where(eq(listings.id, theirs.id));
    expect(row!.title).toBe(theirs.title);
    const invalid = await call(token, `/api/v1/listings/${mine.id}`, { method: 'PATCH', payload: { title: '' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().code).toBe('VALIDATION_FAILED');
  });

  it('creates a listing from a multipart form', async () => {
    const seller = await makeSeller(t.app, t.db);
    const token = await tokenOf(seller);
    const res = await upload(token, '/api/v1/listings', {
      title: 'API agent',
      description: 'Made by a script in CI',
      price: '9.99',
      platform: 'python',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ title: 'API agent', price: '9.99', seller: { id: seller.userId } });
  });

  it('needs listings:write to change anything, and stores nothing without it', async () => {
    const { seller, mine } = await twoSellers();
    const readOnly = await tokenOf(seller, ['listings:read']);
    const before = (await t.db.select({ n: count() }).from(listings))[0]!.n;
    const res = await upload(readOnly, '/api/v1/listings', {
      title: 'x',
      description: 'Made by a script',
      price: '1',
      platform: 'python',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'INSUFFICIENT_SCOPE',
      message: expect.stringContaining('listings:write'),
    });
    expect((await t.db.select({ n: count() }).from(listings))[0]!.n).toBe(before);
    const patch = await call(readOnly, `/api/v1/listings/${mine.id}`, { method: 'PATCH', payload: { title: 'No' } });
    expect(patch.statusCode).toBe(403);
  });
});

describe('versions', () => {
  it('publishes, lists and revokes versions of its own listing', async () => {
    const { mine, token } = await twoSellers();
    const res = await upload(token, `/api/v1/listings/${mine.id}/versions`, { version: '1.1.0', changelog: 'Faster' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ version: '1.1.0', listingId: mine.id });
    await t.app.scans.drain();
    const list = await call(token, `/api/v1/listings/${mine.id}/versions`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((v: { version: string }) => v.version)).toEqual(['1.1.0', '1.0.0']);
    const revoked = await call(token, `/api/v1/listings/${mine.id}/versions/1.1.0/revoke`, {
      method: 'POST',
      payload: { reason: 'A bug' },
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().revokedAt).not.toBeNull();
  });

  it("touches nothing of another seller's listing: 404 and no version", async () => {
    const { theirs, token } = await twoSellers();
    await call(token, `/api/v1/listings/${theirs.id}/versions`); // makes no 1.0.0 of theirs either way
    const before = await versionsOf(theirs.id);
    const res = await upload(token, `/api/v1/listings/${theirs.id}/versions`, {
      version: '2.0.0',
      changelog: 'Mine now',
    });
    expect(res.statusCode).toBe(404);
    expect((await call(token, `/api/v1/listings/${theirs.id}/versions`)).statusCode).toBe(404);
    const revoke = await call(token, `/api/v1/listings/${theirs.id}/versions/1.0.0/revoke`, {
      method: 'POST',
      payload: { reason: 'x' },
    });
    expect(revoke.statusCode).toBe(404);
    expect(await versionsOf(theirs.id)).toEqual(before);
    const [v] = await t.db.select().from(listingVersions).where(eq(listingVersions.listingId, theirs.id));
    expect(v!.revokedAt).toBeNull();
  });
});

describe('sales and refunds', () => {
  it('pages through sales newest first with a cursor, without repeats or gaps', async () => {
    const seller = await makeSeller(t.app, t.db);
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const listing = await makeListing(t.app, t.db, seller.userId, { priceCents: 500 });
      ids.push((await buy(t.app, await makeUser(t.app, t.db), listing.id)).id);
    }
    const token = await tokenOf(seller, ['orders:read']);
    const seen: string[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const res = await call(token, `/api/v1/sales?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode).toBe(200);
      seen.push(...res.json().data.map((o: { id: string }) => o.id));
      cursor = res.json().nextCursor;
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual([...ids].reverse());
    const other = await tokenOf(await makeSeller(t.app, t.db), ['orders:read']);
    expect((await call(other, '/api/v1/sales')).json()).toEqual({ data: [], nextCursor: null });
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=ten', 'limit'],
    ['cursor=garbage', 'cursor'],
    [`cursor=${Buffer.from('s1:00000000-0000-4000-8000-00000000000x').toString('base64url')}`, 'cursor'],
  ])('refuses ?%s with a 400 naming the field', async (query, field) => {
    const token = await tokenOf(await makeSeller(t.app, t.db), ['orders:read']);
    const res = await call(token, `/api/v1/sales?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.json().fields)).toContain(field);
  });

  it('lists refunds asked of the seller, with refunds:read only', async () => {
    const seller = await makeSeller(t.app, t.db);
    const listing = await makeListing(t.app, t.db, seller.userId);
    const buyer = await makeUser(t.app, t.db);
    const order = await buy(t.app, buyer, listing.id);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/refunds',
      headers: as(buyer),
      payload: { orderId: order.id, reason: 'not-working', description: 'It does not sort my inbox at all.' },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const res = await call(await tokenOf(seller, ['refunds:read']), '/api/v1/refunds');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((r: { id: string }) => r.id)).toEqual([asked.json().id]);
    expect((await call(await tokenOf(seller, ['orders:read']), '/api/v1/refunds')).statusCode).toBe(403);
  });
});

describe('rate limit', () => {
  it('allows 600 calls a minute per token, counted in the database, then 429 with Retry-After', async () => {
    const seller = await makeSeller(t.app, t.db);
    const token = await tokenOf(seller, ['listings:read']);
    const first = await call(token, '/api/v1/listings');
    expect(first.headers['ratelimit-limit']).toBe('600');
    expect(first.headers['ratelimit-remaining']).toBe('599');
    expect(Number(first.headers['ratelimit-reset'])).toBeGreaterThan(0);
    expect(Number(first.headers['ratelimit-reset'])).toBeLessThanOrEqual(60);
    // 598 more calls, as another process would have counted them.
    await t.db.execute(sql`update request_limits set hits = hits + 598 where key like 'api-v1 token %'`);
    const last = await call(token, '/api/v1/listings');
    expect(last.statusCode).toBe(200);
    expect(last.headers['ratelimit-remaining']).toBe('0');
    const refused = await call(token, '/api/v1/listings');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    // Another token of the same seller has its own minute.
    expect((await call(await tokenOf(seller, ['listings:read']), '/api/v1/listings')).statusCode).toBe(200);
  });
});
