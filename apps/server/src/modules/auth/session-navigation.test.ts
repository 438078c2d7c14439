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

  const logout = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/logout', headers });

  it.each([
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site' }],
    // Browsers without fetch metadata: the page or origin they name, or none at all.
    ['no fetch metadata, a Referer on another site', { referer: 'http://elsewhere.example/win' }],
    ['no fetch metadata, an Origin of another site', { origin: 'http://elsewhere.example' }],
    ['no fetch metadata, Origin null', { origin: 'null' }],
    ['no fetch metadata and no Referer (withheld by the other site)', {}],
    [
      'same-origin metadata but a Referer on another site',
      { 'sec-fetch-site': 'same-origin', referer: 'http://x.example/' },
    ],
  ])('from %s asks "Sign out?" on our page and keeps the session', async (_name, headers) => {
    const { cookie } = await signUp(t.app);
    const res = await logout({ cookie, ...headers });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/sign-out');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await isSignedIn(cookie)).toBe(true);
  });

  it.each([
    ['Sec-Fetch-Site same-origin (the menu)', { 'sec-fetch-site': 'same-origin' }],
    ['Sec-Fetch-Site none (a typed address)', { 'sec-fetch-site': 'none' }],
    ['no fetch metadata, a Referer on our site', { referer: 'http://localhost:3000/orders' }],
    [
      'no fetch metadata, a Referer on the host asked for',
      { referer: 'http://shop.example:8080/', host: 'shop.example:8080' },
    ],
  ])('from %s signs out', async (_name, headers) => {
    const { cookie } = await signUp(t.app);
    const res = await logout({ cookie, ...headers });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    expect(await isSignedIn(cookie)).toBe(false);
  });
});
