import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, makeAdminWithoutCode, makeListing, updateUserRow } from '../../test/factories';
import { asUser, createTestApp, signUp, type TestApp } from '../../test/test-app';
import { allowsMessagingFrom, notificationPreferencesOf } from './users.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'PATCH';
const call = (method: Method, url: string, session?: { cookie: string }, payload?: object) =>
  t.app.inject({ method, url, headers: session ? asUser(session) : {}, ...(payload ? { payload } : {}) });

const defaults = {
  emailNotifications: true,
  orderUpdates: true,
  promotionalEmails: false,
  sellerUpdates: true,
  browserNotifications: true,
  productUpdates: true,
  followedSellers: true,
};

describe('notification settings', () => {
  it('start at the spec defaults: all on except promotional e-mails', async () => {
    const user = await signUp(t.app);
    const res = await call('GET', '/api/users/notifications', user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(defaults);
    expect(await notificationPreferencesOf(t.db, user.userId)).toEqual(defaults);
  });

  it('each switch saves on its own and the others stay as they were', async () => {
    const seller = await signUp(t.app);
    await updateUserRow(t.db, seller.userId, { sellerEnabled: true });
    let expected = { ...defaults };
    for (const key of Object.keys(defaults) as (keyof typeof defaults)[]) {
      const flipped = !expected[key];
      const res = await call('PATCH', '/api/users/notifications', seller, { [key]: flipped });
      expect(res.statusCode, key).toBe(200);
      expected = { ...expected, [key]: flipped };
      expect(res.json()).toEqual(expected);
      expect((await call('GET', '/api/users/notifications', seller)).json()).toEqual(expected);
    }
    expect(await notificationPreferencesOf(t.db, seller.userId)).toEqual(expected);
  });

  it('refuses seller updates for a buyer, unknown switches and non-booleans; nothing changes', async () => {
    const buyer = await signUp(t.app);
    const cases: [object, number][] = [
      [{ sellerUpdates: false }, 403],
      [{ newsletter: true }, 400],
      [{ orderUpdates: 'yes' }, 400],
      [{ orderUpdates: false, sellerUpdates: false }, 403],
    ];
    for (const [payload, status] of cases) {
      expect(
        (await call('PATCH', '/api/users/notifications', buyer, payload)).statusCode,
        JSON.stringify(payload),
      ).toBe(status);
    }
    expect((await call('GET', '/api/users/notifications', buyer)).json()).toEqual(defaults);
  });

  it('an admin may switch seller updates', async () => {
    const admin = await signUp(t.app);
    await updateUserRow(t.db, admin.userId, { isAdmin: true });
    const res = await call('PATCH', '/api/users/notifications', admin, { sellerUpdates: false });
    expect(res.json()).toMatchObject({ sellerUpdates: false });
  });

  it('needs a session', async () => {
    expect((await call('GET', '/api/users/notifications')).statusCode).toBe(401);
    expect((await call('PATCH', '/api/users/notifications', undefined, { orderUpdates: false })).statusCode).toBe(401);
  });
});

describe('privacy settings', () => {
  it('default to public, purchase history hidden, messaging allowed, and save each switch', async () => {
    const user = await signUp(t.app);
    expect((await call('GET', '/api/users/privacy', user)).json()).toEqual({
      profileVisibility: 'public',
      showPurchaseHistory: false,
      allowMessaging: true,
    });
    expect(await allowsMessagingFrom(t.db, user.userId)).toBe(true);
    await call('PATCH', '/api/users/privacy', user, { allowMessaging: false });
    expect(await allowsMessagingFrom(t.db, user.userId)).toBe(false);
    await call('PATCH', '/api/users/privacy', user, { showPurchaseHistory: true });
    const res = await call('PATCH', '/api/users/privacy', user, { profileVisibility: 'users' });
    expect(res.json()).toEqual({ profileVisibility: 'users', showPurchaseHistory: true, allowMessaging: false });
    expect((await call('GET', '/api/users/privacy', user)).json()).toEqual(res.json());
  });

  it('refuses an unknown visibility or key; nothing changes', async () => {
    const user = await signUp(t.app);
    for (const payload of [{ profileVisibility: 'friends' }, { showEmail: true }, { allowMessaging: 1 }]) {
      expect((await call('PATCH', '/api/users/privacy', user, payload)).statusCode).toBe(400);
    }
    expect((await call('GET', '/api/users/privacy', user)).json()).toMatchObject({ profileVisibility: 'public' });
    expect((await call('PATCH', '/api/users/privacy', undefined, { allowMessaging: false })).statusCode).toBe(401);
  });
});

describe('profile visibility on the server', () => {
  const profile = (id: string, viewer?: { cookie: string }) => call('GET', `/api/users/${id}`, viewer);

  it('a private profile gives others only its id, name and visibility; the owner and elevated admins see it all', async () => {
    const owner = await signUp(t.app, { name: 'Priya Vate' });
    await call('PATCH', '/api/users/profile', owner, { bio: 'Secret bio' });
    await call('PATCH', '/api/users/privacy', owner, { profileVisibility: 'private' });
    const listing = await makeListing(t.app, t.db, owner.userId);
    const member = await signUp(t.app);
    const admin = await makeAdmin(t.app, t.db);
    // The admin role without the access code is one more member here (decision 025).
    const roleOnlyAdmin = await makeAdminWithoutCode(t.app, t.db);

    for (const viewer of [undefined, member, roleOnlyAdmin]) {
      const res = await profile(owner.userId, viewer);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id: owner.userId, displayName: 'Priya Vate', profileVisibility: 'private' });
    }
    expect((await profile(owner.userId, owner)).json()).toMatchObject({
      bio: 'Secret bio',
      profileVisibility: 'private',
    });
    expect((await profile(owner.userId, admin)).json()).toMatchObject({ bio: 'Secret bio' });
    // Its reviews and figures are part of the profile: refused to the same viewers, with the reason.
    for (const part of [`/api/reviews/seller/${owner.userId}`, `/api/analytics/seller/${owner.userId}/public`]) {
      for (const viewer of [undefined, member, roleOnlyAdmin]) {
        const res = await call('GET', part, viewer);
        expect(res.statusCode, part).toBe(403);
        expect(res.json().message).toBe('This profile is private');
      }
      for (const viewer of [owner, admin]) expect((await call('GET', part, viewer)).statusCode, part).toBe(200);
    }
    // The listings stay on sale.
    const market = (await call('GET', '/api/listings?limit=50')).json() as { id: string }[];
    expect(market.map((l) => l.id)).toContain(listing.id);
  });

  it('a members-only profile is hidden from visitors and shown to signed-in users', async () => {
    const owner = await signUp(t.app);
    await call('PATCH', '/api/users/privacy', owner, { profileVisibility: 'users' });
    expect((await profile(owner.userId)).json()).toEqual({
      id: owner.userId,
      displayName: expect.any(String),
      profileVisibility: 'users',
    });
    const member = await signUp(t.app);
    expect((await profile(owner.userId, member)).json()).toMatchObject({ stats: expect.any(Object) });
    const reviews = `/api/reviews/seller/${owner.userId}`;
    expect((await call('GET', reviews)).json()).toMatchObject({
      message: 'This profile is visible to signed-in members only',
    });
    expect((await call('GET', reviews, member)).statusCode).toBe(200);
  });

  it('the purchase history shows on the public page only when the owner chooses', async () => {
    const seller = await signUp(t.app);
    await updateUserRow(t.db, seller.userId, { sellerEnabled: true });
    const listing = await makeListing(t.app, t.db, seller.userId, { priceCents: 0 });
    const buyer = await signUp(t.app);
    const bought = await t.app.inject({
      method: 'POST',
      url: '/api/process-payment',
      headers: asUser(buyer),
      payload: { paymentIntentId: 'free_download', listingId: listing.id },
    });
    expect(bought.statusCode, bought.body).toBe(200);
    expect((await profile(buyer.userId)).json().purchasedAgents).toBeUndefined();
    await call('PATCH', '/api/users/privacy', buyer, { showPurchaseHistory: true });
    expect((await profile(buyer.userId)).json().purchasedAgents).toEqual([
      { id: listing.id, title: listing.title, platform: listing.platform },
    ]);
  });
});
