import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/login with a hostile returnTo', () => {
  it.each([
    ['a repeated returnTo', '/api/login?returnTo=%2Forders&returnTo=%2Ffavorites'],
    ['an over-long returnTo', `/api/login?returnTo=%2F${'a'.repeat(5000)}`],
    ['a returnTo with an empty repeat', '/api/login?returnTo=&returnTo='],
  ])('sends %s to the sign-in screen with a safe return path', async (_name, url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?returnTo=%2F');
  });
});

describe('GET /api/logout', () => {
  const isSignedIn = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode === 200;

  it.each([['cross-site'], ['same-site']])(
    'from %s asks "Sign out?" on our page and keeps the session',
    async (site) => {
      const { cookie } = await signUp(t.app);
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/logout',
        headers: { cookie, 'sec-fetch-site': site },
      });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/sign-out');
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(await isSignedIn(cookie)).toBe(true);
    },
  );

  it.each([['same-origin'], ['none'], [undefined]])('from %s (the menu, a typed address) signs out', async (site) => {
    const { cookie } = await signUp(t.app);
    const headers: Record<string, string> = { cookie };
    if (site) headers['sec-fetch-site'] = site;
    const res = await t.app.inject({ method: 'GET', url: '/api/logout', headers });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    expect(await isSignedIn(cookie)).toBe(false);
  });
});
