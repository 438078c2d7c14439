import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const me = async (cookie: string) => (await call('GET', '/api/auth/user', cookie)).json();

describe('onboarding', () => {
  it('a buyer choice clears the first-login flag and stays in buyer mode', async () => {
    const { cookie } = await signUp(t.app);
    const res = await call('POST', '/api/users/complete-onboarding', cookie, { role: 'buyer' });
    expect(res.statusCode).toBe(200);
    expect(await me(cookie)).toMatchObject({ firstTimeLogin: false, activeRole: 'buyer', sellerEnabled: false });
  });

  it('a seller choice turns seller mode on', async () => {
    const { cookie } = await signUp(t.app);
    await call('POST', '/api/users/complete-onboarding', cookie, { role: 'seller' });
    expect(await me(cookie)).toMatchObject({
      firstTimeLogin: false,
      activeRole: 'seller',
      sellerEnabled: true,
      role: 'seller',
      roles: ['buyer', 'seller'],
    });
  });

  it('refuses an unknown role and changes nothing', async () => {
    const { cookie } = await signUp(t.app);
    const res = await call('POST', '/api/users/complete-onboarding', cookie, { role: 'admin' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { role: expect.any(String) } });
    expect(await me(cookie)).toMatchObject({ firstTimeLogin: true, role: 'buyer' });
  });

  it('needs a session', async () => {
    expect((await call('POST', '/api/users/complete-onboarding', undefined, { role: 'buyer' })).statusCode).toBe(401);
  });
});

describe('seller mode and role switching', () => {
  it('refuses switching to seller before seller mode is enabled', async () => {
    const { cookie } = await signUp(t.app);
    const res = await call('PATCH', '/api/users/switch-role', cookie, { activeRole: 'seller' });
    expect(res.statusCode).toBe(403);
    expect((await me(cookie)).activeRole).toBe('buyer');
  });

  it('enable-seller returns the active role, then the switch flips both ways', async () => {
    const { cookie } = await signUp(t.app);
    const enabled = await call('POST', '/api/users/enable-seller', cookie);
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json()).toEqual({ activeRole: 'seller' });

    const toBuyer = await call('PATCH', '/api/users/switch-role', cookie, { activeRole: 'buyer' });
    expect(toBuyer.json()).toEqual({ activeRole: 'buyer' });
    expect(await me(cookie)).toMatchObject({ activeRole: 'buyer', sellerEnabled: true });

    const toSeller = await call('PATCH', '/api/users/switch-role', cookie, { activeRole: 'seller' });
    expect(toSeller.json()).toEqual({ activeRole: 'seller' });
  });

  it('acts on the session user only, whatever the body says', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/users/enable-seller',
      headers: { cookie: a.cookie },
      payload: { userId: b.userId },
    });
    expect((await me(b.cookie)).sellerEnabled).toBe(false);
  });

  it('refuses a cross-site request carrying the cookie', async () => {
    const { cookie } = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/enable-seller',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect((await me(cookie)).sellerEnabled).toBe(false);
  });
});

describe('PATCH /api/users/profile', () => {
  it('saves display name, bio, website and location and returns the current user', async () => {
    const { cookie } = await signUp(t.app);
    const res = await call('PATCH', '/api/users/profile', cookie, {
      displayName: '  Ada L. ',
      bio: 'I build agents.',
      website: 'https://ada.example',
      location: 'London',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      displayName: 'Ada L.',
      bio: 'I build agents.',
      website: 'https://ada.example',
      location: 'London',
    });
    expect(await me(cookie)).toMatchObject({ displayName: 'Ada L.', location: 'London' });
  });

  it('changes only the fields sent, and an empty string clears one', async () => {
    const { cookie } = await signUp(t.app);
    await call('PATCH', '/api/users/profile', cookie, { bio: 'First', location: 'Paris' });
    const res = await call('PATCH', '/api/users/profile', cookie, { location: '' });
    expect(res.json()).toMatchObject({ bio: 'First', location: null });
  });

  it('refuses a bio over 500 characters and a website that is not a web address, changing nothing', async () => {
    const { cookie } = await signUp(t.app);
    const long = await call('PATCH', '/api/users/profile', cookie, { bio: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ fields: { bio: 'Bio must be at most 500 characters.' } });
    const script = await call('PATCH', '/api/users/profile', cookie, { website: 'javascript:alert(1)' });
    expect(script.statusCode).toBe(400);
    expect(script.json().fields.website).toMatch(/http/);
    expect(await me(cookie)).toMatchObject({ bio: null, website: null });
  });

  it('needs a session', async () => {
    expect((await call('PATCH', '/api/users/profile', undefined, { bio: 'x' })).statusCode).toBe(401);
  });
});
