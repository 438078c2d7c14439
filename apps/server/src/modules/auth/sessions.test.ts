import { randomUUID } from 'node:crypto';
import { sessionLifetime } from '@agentsy/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, verifications } from '../../db/schema';
import { createTestApp, sessionCookie, signUp, type TestApp } from '../../test/test-app';
import { throughNginx } from '../../test/through-nginx';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const day = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms);
const ahead = (ms: number) => new Date(Date.now() + ms);

const signIn = async (email: string, password: string) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  return sessionCookie(res.headers['set-cookie']);
};
/** Our own route (plugins/session.ts) and Better Auth's, so both readers of a session are proven. */
const isSignedIn = async (cookie: string) => {
  const ours = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
  const theirs = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
  const theirsSignedIn = theirs.statusCode === 200 && theirs.json() !== null;
  expect(ours.statusCode === 200, 'our route and Better Auth agree').toBe(theirsSignedIn);
  return ours.statusCode === 200;
};
const sessionRowsOf = (userId: string) => t.db.select().from(sessions).where(eq(sessions.userId, userId));
/** Moves the one session of a user in time, as if it had been created and last used earlier. */
const ageSession = (userId: string, row: { createdAt: Date; expiresAt: Date }) =>
  t.db
    .update(sessions)
    .set({ ...row, updatedAt: new Date(row.expiresAt.getTime() - sessionLifetime.idleSeconds * 1000) })
    .where(eq(sessions.userId, userId));

describe('session lifetime', () => {
  it('ends a session left unused for the idle timeout', async () => {
    const account = await signUp(t.app);
    await ageSession(account.userId, { createdAt: ago(8 * day), expiresAt: ago(60_000) });
    expect(await isSignedIn(account.cookie)).toBe(false);
  });

  it('moves the end a full idle period ahead when a session is used', async () => {
    const account = await signUp(t.app);
    await ageSession(account.userId, { createdAt: ago(6 * day), expiresAt: ahead(day) });
    expect(await isSignedIn(account.cookie)).toBe(true);
    const [row] = await sessionRowsOf(account.userId);
    const idleMs = sessionLifetime.idleSeconds * 1000;
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + idleMs - 60_000);
  });

  it('never moves the end past the absolute lifetime', async () => {
    const account = await signUp(t.app);
    const createdAt = ago(29 * day);
    await ageSession(account.userId, { createdAt, expiresAt: ahead(day) });
    expect(await isSignedIn(account.cookie)).toBe(true);
    const [row] = await sessionRowsOf(account.userId);
    expect(row!.expiresAt.getTime()).toBe(createdAt.getTime() + sessionLifetime.absoluteSeconds * 1000);
  });

  it('ends a session past the absolute lifetime even while it is in use', async () => {
    const account = await signUp(t.app);
    // Used every day: the idle end is still six days away, but it was created 30 days ago.
    await ageSession(account.userId, { createdAt: ago(30 * day + 60_000), expiresAt: ahead(6 * day) });
    expect(await isSignedIn(account.cookie)).toBe(false);
  });

  it('ends an older session whose stored end lies past the absolute lifetime', async () => {
    const account = await signUp(t.app);
    // Refreshed a minute ago under the old 30-day rule: no refresh is due, so only the check on read stops it.
    await ageSession(account.userId, { createdAt: ago(31 * day), expiresAt: ahead(7 * day - 60_000) });
    const ours = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: account.cookie } });
    expect(ours.statusCode).toBe(401);
  });
});

describe('sessions end when the password or the account goes', () => {
  it("a password change signs every other device out, even through Better Auth's endpoint asking not to", async () => {
    const account = await signUp(t.app);
    const laptop = await signIn(account.email, account.password);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: account.cookie },
      payload: {
        currentPassword: account.password,
        newPassword: 'quiet lantern orbit meadow',
        revokeOtherSessions: false,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await isSignedIn(laptop)).toBe(false);
    expect(await isSignedIn(sessionCookie(res.headers['set-cookie']))).toBe(true);
    expect(await sessionRowsOf(account.userId)).toHaveLength(1);
  });

  it('a password reset signs every device out', async () => {
    const account = await signUp(t.app);
    const laptop = await signIn(account.email, account.password);
    const token = randomUUID();
    await t.db.insert(verifications).values({
      id: randomUUID(),
      identifier: `reset-password:${token}`,
      value: account.userId,
      expiresAt: ahead(60 * 60 * 1000),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'granite heron seventy kite' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await isSignedIn(account.cookie)).toBe(false);
    expect(await isSignedIn(laptop)).toBe(false);
    expect(await sessionRowsOf(account.userId)).toEqual([]);
    expect(await signIn(account.email, 'granite heron seventy kite')).toBeTruthy();
  });

  it('deleting the account signs every device out', async () => {
    const account = await signUp(t.app);
    const laptop = await signIn(account.email, account.password);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/delete-account',
      headers: { cookie: account.cookie },
      payload: { password: account.password },
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(await isSignedIn(account.cookie)).toBe(false);
    expect(await isSignedIn(laptop)).toBe(false);
    expect(await sessionRowsOf(account.userId)).toEqual([]);
  });
});

// Over https needs an app with another PUBLIC_URL, which the cluster stage's processes do not have.
describe.skipIf(throughNginx())('the session cookie', () => {
  let https: TestApp;
  beforeAll(async () => {
    https = await createTestApp({ env: { PUBLIC_URL: 'https://agentsy.example' } });
  });
  afterAll(() => https.close());

  const attributesOf = (setCookie: string) => setCookie.split(';').map((a) => a.trim().toLowerCase());

  it('is __Host- over https: Secure, Path=/, no Domain, httpOnly, SameSite=Lax', async () => {
    const account = await signUp(https.app);
    expect(account.cookie).toMatch(/^__Host-agentsy\.session_token=/);
    const res = await https.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: account.email, password: account.password },
    });
    const cookies = [res.headers['set-cookie']].flat() as string[];
    const session = cookies.find((c) => c.startsWith('__Host-agentsy.session_token='))!;
    const attributes = attributesOf(session);
    expect(attributes).toEqual(expect.arrayContaining(['secure', 'path=/', 'httponly', 'samesite=lax']));
    expect(attributes.some((a) => a.startsWith('domain='))).toBe(false);
    // Every cookie Better Auth sets follows the same rule.
    expect(cookies.every((c) => c.startsWith('__Host-'))).toBe(true);
    const me = await https.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: account.cookie } });
    expect(me.statusCode).toBe(200);
  });

  it('keeps its plain name over http, where a browser would refuse a Secure cookie', async () => {
    const account = await signUp(t.app);
    expect(account.cookie).toMatch(/^agentsy\.session_token=/);
  });
});
