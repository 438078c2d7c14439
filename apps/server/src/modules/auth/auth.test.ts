import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, signUp, type TestApp, uniqueEmail } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const userCount = async () => (await t.db.select({ n: count() }).from(users))[0]!.n;
const signUpRequest = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload });

describe('sign-up', () => {
  it('creates the account, splits the name and sets a session cookie', async () => {
    const email = uniqueEmail('ada');
    const { cookie, userId } = await signUp(t.app, { name: 'Ada King Lovelace', email });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      id: userId,
      email,
      firstName: 'Ada',
      lastName: 'King Lovelace',
      displayName: 'Ada King Lovelace',
      role: 'buyer',
      roles: ['buyer'],
      activeRole: 'buyer',
      sellerEnabled: false,
      firstTimeLogin: true,
    });
  });

  it.each([
    [{ name: 'Short', email: uniqueEmail(), password: 'short' }, /at least 8 characters/],
    [{ name: 'Bad Email', email: 'not-an-email', password: 'long-enough-pass' }, /valid email/i],
    [{ name: '   ', email: uniqueEmail(), password: 'long-enough-pass' }, /Name is required/],
    [{ email: uniqueEmail(), password: 'long-enough-pass' }, /./],
  ])('refuses bad input %# with a 400 and creates nothing', async (payload, message) => {
    const before = await userCount();
    const res = await signUpRequest(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(await userCount()).toBe(before);
  });

  it('refuses a duplicate email, whatever its case, and creates nothing', async () => {
    const email = uniqueEmail('dup');
    await signUp(t.app, { email });
    const before = await userCount();
    const res = await signUpRequest({ name: 'Again', email: email.toUpperCase(), password: 'another-password' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/already exists/i);
    expect(await userCount()).toBe(before);
  });
});

describe('sign-in and sessions', () => {
  it('signs in with the right password and refuses a wrong one', async () => {
    const { email, password } = await signUp(t.app);
    const ok = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
    expect(ok.statusCode).toBe(200);
    expect(String(ok.headers['set-cookie'])).toContain('agentsy.session_token=');
    expect(String(ok.headers['set-cookie'])).toMatch(/HttpOnly/i);
    expect(String(ok.headers['set-cookie'])).toMatch(/SameSite=Lax/i);

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: 'wrong-password' },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toMatchObject({ message: expect.stringMatching(/invalid email or password/i) });
  });

  it('answers 401 JSON for GET /api/auth/user when signed out', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/user' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'Unauthorized', code: 'UNAUTHORIZED', requestId: expect.any(String) });
  });

  it('logs out through GET /api/logout and the old cookie stops working', async () => {
    const { cookie } = await signUp(t.app);
    // As the menu's link is followed: from our own page (session-navigation.test.ts has the rest).
    const headers = { cookie, 'sec-fetch-site': 'same-origin' };
    const res = await t.app.inject({ method: 'GET', url: '/api/logout', headers });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.statusCode).toBe(401);
  });

  it('refuses a cross-site sign-in', async () => {
    const { email, password } = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'https://evil.example', cookie: 'x=1' },
      payload: { email, password },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/login', () => {
  it('sends the browser to the sign-in screen, keeping a same-site return path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/login?returnTo=%2Forders%3Fx%3D1' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?returnTo=%2Forders%3Fx%3D1');
  });

  it('never returns to another site', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/login?returnTo=https%3A%2F%2Fevil.example%2F' });
    expect(res.headers.location).toBe('/login?returnTo=%2F');
  });

  it('uses the same-site referer when no return path is given', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/login',
      headers: { referer: 'http://localhost:3000/favorites', host: 'localhost:3000' },
    });
    expect(res.headers.location).toBe('/login?returnTo=%2Ffavorites');
  });
});
