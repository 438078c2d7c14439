import { passwordMessages } from '@agentsy/contracts';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, verifications } from '../../db/schema';
import { runMailSender } from '../../jobs/mail-sender';
import { startSmtpTestServer } from '../../test/smtp-test-server';
import { createTestApp, signUp, type TestApp, uniqueEmail } from '../../test/test-app';
import { createSmtpTransport } from '../mail/mail-transport';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let transport: ReturnType<typeof createSmtpTransport>;

beforeAll(async () => {
  t = await createTestApp();
  smtp = await startSmtpTestServer();
  transport = createSmtpTransport({ smtpUrl: smtp.url, from: 'Agentsy <no-reply@test.agentsy.dev>' });
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});
beforeEach(() => {
  smtp.received.length = 0;
});

const post = (url: string, payload: unknown, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: cookie ? { cookie } : {} });
const requestReset = (payload: unknown) => post('/api/auth/request-password-reset', payload);
const resetPassword = (payload: unknown) => post('/api/auth/reset-password', payload);
const signIn = (email: string, password: string) => post('/api/auth/sign-in/email', { email, password });
const currentUser = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });

const resetMailsOf = (userId: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.userId, userId), eq(mailOutbox.template, 'passwordReset')));

/** Asks for a reset and delivers the outbox over SMTP; answers the token of the mail's link. */
const tokenFromMail = async (email: string) => {
  expect((await requestReset({ email })).statusCode).toBe(200);
  await runMailSender({ db: t.db, transport });
  const mail = smtp.received.find((m) => m.to.includes(email) && m.parsed.subject === 'Reset your password');
  expect(mail, 'reset mail delivered').toBeDefined();
  expect(mail!.parsed.html).toContain('Choose a new password');
  const link = mail!.parsed.text!.match(/http:\/\/localhost:3000\/reset-password\?token=(\S+)/);
  expect(link).not.toBeNull();
  return decodeURIComponent(link![1]!);
};

describe('asking for a reset link', () => {
  it('gives the same answer whether or not the address has an account, and mails only an account', async () => {
    const account = await signUp(t.app);
    const known = await requestReset({ email: account.email });
    const unknown = await requestReset({ email: uniqueEmail('nobody') });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(await resetMailsOf(account.userId)).toHaveLength(1);
    expect(await t.db.select().from(mailOutbox).where(like(mailOutbox.toAddress, 'nobody-%'))).toHaveLength(0);
  });

  it.each([[{}], [{ email: 'not an address' }], [{ email: 42 }], [null]])(
    'refuses %j with a 400 and sends nothing',
    async (payload) => {
      const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox);
      const res = await requestReset(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
      const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox);
      expect(after[0]!.n).toBe(before[0]!.n);
    },
  );
});

describe('choosing a new password from the link', () => {
  it('sets it, ends every session, mails the owner, and the link works once', async () => {
    const account = await signUp(t.app);
    const token = await tokenFromMail(account.email);

    const res = await resetPassword({ token, newPassword: 'a fresh start at last' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await currentUser(account.cookie)).statusCode).toBe(401);
    expect((await signIn(account.email, account.password)).statusCode).toBe(401);
    expect((await signIn(account.email, 'a fresh start at last')).statusCode).toBe(200);
    const subjects = (await t.db.select().from(mailOutbox).where(eq(mailOutbox.userId, account.userId))).map(
      (m) => m.subject,
    );
    expect(subjects).toContain('Your password was changed');

    const again = await resetPassword({ token, newPassword: 'yet another new password' });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_TOKEN');
    expect((await signIn(account.email, 'a fresh start at last')).statusCode).toBe(200);
  });

  it.each([
    [{ newPassword: 'short' }, passwordMessages.tooShort.message],
    [{ newPassword: 'x'.repeat(129) }, 'Password must be at most 128 characters long.'],
    [{ newPassword: 'password123' }, passwordMessages.tooCommon],
    [{}, /./],
  ])('refuses %# with a 400 and keeps the old password and the link', async (body, message) => {
    const account = await signUp(t.app);
    const token = await tokenFromMail(account.email);
    const res = await resetPassword({ token, ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect((await signIn(account.email, account.password)).statusCode).toBe(200);
    expect((await resetPassword({ token, newPassword: 'the link still works' })).statusCode).toBe(200);
  });

  it('refuses a missing, unknown or expired token with a 400', async () => {
    const account = await signUp(t.app);
    const token = await tokenFromMail(account.email);
    await t.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `reset-password:${token}`));
    for (const payload of [
      { token, newPassword: 'an expired link here' },
      { token: 'no-such-token', newPassword: 'an unknown link here' },
      { newPassword: 'no token at all here' },
    ]) {
      const res = await resetPassword(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await signIn(account.email, account.password)).statusCode).toBe(200);
  });
});
