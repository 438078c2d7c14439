import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../db/schema';
import { createTestApp, sessionCookie, signUp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Account = Awaited<ReturnType<typeof signUp>>;

const signIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
const currentUser = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
const changePassword = (cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/users/change-password', headers: { cookie }, payload });
const post = (url: string, cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

/** Every cookie a response set, as one Cookie header (the two-factor step has its own cookie). */
const cookiesOf = (setCookie: string | string[] | undefined) =>
  (Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []).map((c) => c.split(';')[0]).join('; ');

const subjectsFor = async (userId: string) =>
  (await t.db.select().from(mailOutbox).where(eq(mailOutbox.userId, userId))).map((m) => m.subject);

describe('POST /api/users/change-password', () => {
  it.each([
    [
      { currentPassword: 'correct horse battery', newPassword: 'short' },
      'Password must be at least 8 characters long.',
    ],
    [{ newPassword: 'long enough password' }, /./],
    [{ currentPassword: 'wrong password!', newPassword: 'long enough password' }, 'Current password is incorrect.'],
  ])('refuses %# with a 400 and changes nothing', async (payload, message) => {
    const account = await signUp(t.app);
    const res = await changePassword(account.cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect((await signIn(account.email, account.password)).statusCode).toBe(200);
    expect(await subjectsFor(account.userId)).not.toContain('Your password was changed');
  });

  it('asks for a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/change-password',
      payload: { currentPassword: 'x', newPassword: 'long enough password' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('changes it, signs other devices out, keeps this one, and mails the owner', async () => {
    const account = await signUp(t.app);
    const otherDevice = sessionCookie((await signIn(account.email, account.password)).headers['set-cookie']);
    const res = await changePassword(account.cookie, {
      currentPassword: account.password,
      newPassword: 'a brand new password',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const thisDevice = sessionCookie(res.headers['set-cookie']);
    expect((await currentUser(thisDevice)).statusCode).toBe(200);
    expect((await currentUser(otherDevice)).statusCode).toBe(401);
    expect((await signIn(account.email, account.password)).statusCode).toBe(401);
    expect((await signIn(account.email, 'a brand new password')).statusCode).toBe(200);
    expect(await subjectsFor(account.userId)).toContain('Your password was changed');
  });

  it("Better Auth's own endpoint mails the owner too", async () => {
    const account = await signUp(t.app);
    const res = await post('/api/auth/change-password', account.cookie, {
      currentPassword: account.password,
      newPassword: 'another new password',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await subjectsFor(account.userId)).toContain('Your password was changed');
  });
});

describe('two-factor authentication', () => {
  const enable = async (account: Account) => {
    const res = await post('/api/auth/two-factor/enable', account.cookie, { password: account.password });
    expect(res.statusCode, res.body).toBe(200);
    const { totpURI, backupCodes } = res.json() as { totpURI: string; backupCodes: string[] };
    const secret = new URL(totpURI).searchParams.get('secret')!;
    const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
    return { totp, backupCodes, cookie: cookiesOf(res.headers['set-cookie']) || account.cookie };
  };

  /** Signs in with the password; answers the cookie of the pending second step. */
  const startSignIn = async (account: Account) => {
    const res = await signIn(account.email, account.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ twoFactorRedirect: true });
    expect(String(res.headers['set-cookie'])).not.toContain('agentsy.session_token=ey');
    return cookiesOf(res.headers['set-cookie']);
  };

  it('refuses to start without the right password', async () => {
    const account = await signUp(t.app);
    const res = await post('/api/auth/two-factor/enable', account.cookie, { password: 'not my password' });
    expect(res.statusCode).toBe(400);
    const [row] = await t.db.select().from(users).where(eq(users.id, account.userId));
    expect(row!.twoFactorEnabled).toBe(false);
  });

  it('turns on with a first code, then sign-in asks for a code or a one-time backup code', async () => {
    const account = await signUp(t.app);
    const { totp, backupCodes } = await enable(account);
    expect(backupCodes).toHaveLength(10);
    // Not on until a first code proves the authenticator has the secret.
    expect((await currentUser(account.cookie)).json().twoFactorEnabled).toBe(false);
    const wrong = await post('/api/auth/two-factor/verify-totp', account.cookie, { code: '000000' });
    expect(wrong.statusCode).toBe(401);
    const confirm = await post('/api/auth/two-factor/verify-totp', account.cookie, { code: totp.generate() });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const session = sessionCookie(confirm.headers['set-cookie']);
    expect((await currentUser(session)).json().twoFactorEnabled).toBe(true);
    expect(await subjectsFor(account.userId)).toContain('Two-factor authentication is on');

    // Password alone no longer signs in: the code completes it.
    const pending = await startSignIn(account);
    // The next step's code: the one that turned two-factor on works only once.
    const nextCode = totp.generate({ timestamp: Date.now() + 30_000 });
    const withCode = await post('/api/auth/two-factor/verify-totp', pending, { code: nextCode });
    expect(withCode.statusCode, withCode.body).toBe(200);
    expect((await currentUser(sessionCookie(withCode.headers['set-cookie']))).statusCode).toBe(200);

    // A backup code works once.
    const [backup] = backupCodes;
    const first = await post('/api/auth/two-factor/verify-backup-code', await startSignIn(account), { code: backup });
    expect(first.statusCode, first.body).toBe(200);
    expect((await currentUser(sessionCookie(first.headers['set-cookie']))).statusCode).toBe(200);
    const again = await post('/api/auth/two-factor/verify-backup-code', await startSignIn(account), { code: backup });
    expect(again.statusCode).toBe(401);
  });

  it('turns off only with the password, and mails the owner', async () => {
    const account = await signUp(t.app);
    const { totp } = await enable(account);
    const confirm = await post('/api/auth/two-factor/verify-totp', account.cookie, { code: totp.generate() });
    const session = sessionCookie(confirm.headers['set-cookie']);
    expect((await post('/api/auth/two-factor/disable', session, { password: 'not my password' })).statusCode).toBe(400);
    expect((await currentUser(session)).json().twoFactorEnabled).toBe(true);
    const off = await post('/api/auth/two-factor/disable', session, { password: account.password });
    expect(off.statusCode, off.body).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, account.userId));
    expect(row!.twoFactorEnabled).toBe(false);
    expect(await subjectsFor(account.userId)).toContain('Two-factor authentication is off');
    const signedIn = await signIn(account.email, account.password);
    expect(signedIn.json()).not.toHaveProperty('twoFactorRedirect');
    // Verification at sign-up, then on, then off: all security mails.
    const security = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.userId, account.userId), eq(mailOutbox.kind, 'security')));
    expect(security).toHaveLength(3);
  });
});
