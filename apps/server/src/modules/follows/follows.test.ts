import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerFollows } from '../../db/schema';
import { as, makeSeller, makeUser, type Session } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const call = (s: Session | undefined, method: 'GET' | 'POST' | 'DELETE', url: string) =>
  t.app.inject({ method, url, headers: s ? as(s) : {} });

const profile = async (s: Session | undefined, sellerId: string) =>
  (await call(s, 'GET', `/api/users/${sellerId}`)).json();

describe('following sellers', () => {
  it('follows and unfollows; the seller payload counts followers and knows the viewer', async () => {
    const seller = await makeSeller(t.app, t.db);
    const fan = await makeUser(t.app, t.db);
    const other = await makeUser(t.app, t.db);
    expect(await profile(fan, seller.userId)).toMatchObject({ followerCount: 0, followedByMe: false });

    const followed = await call(fan, 'POST', `/api/sellers/${seller.userId}/follow`);
    expect([followed.statusCode, followed.json()]).toEqual([200, { followerCount: 1, followedByMe: true }]);
    // Following twice is still one follow.
    expect((await call(fan, 'POST', `/api/sellers/${seller.userId}/follow`)).json()).toEqual({
      followerCount: 1,
      followedByMe: true,
    });
    await call(other, 'POST', `/api/sellers/${seller.userId}/follow`);
    expect(await profile(fan, seller.userId)).toMatchObject({ followerCount: 2, followedByMe: true });
    expect(await profile(undefined, seller.userId)).toMatchObject({ followerCount: 2, followedByMe: false });

    const unfollowed = await call(fan, 'DELETE', `/api/sellers/${seller.userId}/follow`);
    expect(unfollowed.json()).toEqual({ followerCount: 1, followedByMe: false });
    expect((await call(fan, 'DELETE', `/api/sellers/${seller.userId}/follow`)).json()).toEqual({
      followerCount: 1,
      followedByMe: false,
    });
  });

  it('refuses following oneself, an unknown seller, or without signing in, changing nothing', async () => {
    const seller = await makeSeller(t.app, t.db);
    expect((await call(undefined, 'POST', `/api/sellers/${seller.userId}/follow`)).statusCode).toBe(401);
    const self = await call(seller, 'POST', `/api/sellers/${seller.userId}/follow`);
    expect([self.statusCode, self.json().message]).toEqual([400, 'You cannot follow yourself.']);
    const unknown = await call(seller, 'POST', '/api/sellers/no-such-user/follow');
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Seller not found.']);
    const rows = await t.db
      .select()
      .from(sellerFollows)
      .where(and(eq(sellerFollows.followerId, seller.userId)));
    expect(rows).toEqual([]);
  });
});
