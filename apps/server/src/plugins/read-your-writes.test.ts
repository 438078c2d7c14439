import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openPglite } from '../db/client';
import { makeListing } from '../test/factories';
import { asUser, createTestApp, signUp, type TestApp } from '../test/test-app';
import { RECENT_WRITE_COOKIE } from './read-your-writes';

/**
 * The "replica" here is a second, empty database: a read that finds nothing was served by it,
 * a read that finds the row was served by the primary (docs/decisions/033).
 */
let t: TestApp;
let replica: DatabaseHandle;
beforeAll(async () => {
  replica = await openPglite(undefined);
  t = await createTestApp({ replica: replica.db });
});
afterAll(async () => {
  await t?.close();
  await replica?.close();
});

const recentWriteCookie = (setCookie: string | string[] | undefined) =>
  [setCookie ?? []].flat().find((c) => c.startsWith(`${RECENT_WRITE_COOKIE}=`));

describe('catalogue reads with a read replica', () => {
  it('reads browse, listing detail and seller pages from the replica without the cookie', async () => {
    const seller = await signUp(t.app);
    const listing = await makeListing(t.app, t.db, seller.id);
    // The detail page is the one read that falls back to the primary when the replica has not
    // got the listing yet, so a seller who just created it is not told it does not exist.
    const detail = await t.app.inject({ method: 'GET', url: `/api/listings/${listing.id}` });
    expect(detail.statusCode).toBe(200);
    const browse = await t.app.inject({ method: 'GET', url: `/api/listings?sellerId=${seller.id}` });
    expect(browse.json()).toEqual([]);
    const analytics = await t.app.inject({ method: 'GET', url: `/api/analytics/seller/${seller.id}/public` });
    expect(analytics.statusCode).toBe(404);
  });

  it('a write answer sets a five-second cookie that sends the next reads to the primary', async () => {
    const seller = await signUp(t.app);
    const listing = await makeListing(t.app, t.db, seller.id);
    const write = await t.app.inject({
      method: 'PATCH',
      url: `/api/listings/${listing.id}`,
      headers: asUser(seller),
      payload: { title: 'Fresh title' },
    });
    expect(write.statusCode).toBe(200);
    const cookie = recentWriteCookie(write.headers['set-cookie']);
    expect(cookie).toMatch(/Max-Age=5/);
    expect(cookie).toMatch(/HttpOnly/);

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/listings/${listing.id}`,
      headers: { cookie: cookie!.split(';')[0]! },
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ title: 'Fresh title', viewCount: 1 });
  });

  it('a read sets no cookie, and reads outside the catalogue stay on the primary', async () => {
    const user = await signUp(t.app);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: asUser(user) });
    expect(me.statusCode).toBe(200);
    expect(recentWriteCookie(me.headers['set-cookie'])).toBeUndefined();
    const privacy = await t.app.inject({ method: 'GET', url: '/api/users/privacy', headers: asUser(user) });
    expect(privacy.statusCode).toBe(200);
  });
});
