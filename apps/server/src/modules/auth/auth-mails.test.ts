import { and, eq, like, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { mailOutbox, twoFactors, users, verifications } from '../../db/schema';
import { createTestApp, sessionCookie, signUp, type TestApp, uniqueEmail } from '../../test/test-app';

/**
 * Better Auth's mails commit with the write that causes them (docs/decisions/037): the outbox row
 * and the event share one transaction, and an outbox that refuses the mail undoes the event.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => refuseMail(false));

type Account = Awaited<ReturnType<typeof signUp>>;

/** A database error on every outbox insert, as a full disk or a lost connection would give. */
const refuseMail = async (refuse: boolean) => {
  await t.db.execute(sql`drop trigger if exists refuse_mail on mail_outbox`);
  if (!refuse) return;
  await t.db.execute(sql`create or replace function refuse_mail() returns trigger language plpgsql as $$
    begin raise exception 'outbox refused the mail'; end $$`);
  await t.db.execute(
    sql`create trigger refuse_mail before insert on mail_outbox for each row execute function refuse_mail()`,
  );
};

const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
const signIn = (email: string, password: string) => post('/api/auth/sign-in/email', { email, password });

/** The transaction that last wrote a row (xmin); two rows with the same one were committed together. */
const writerOf = async (table: 'users' | 'mail_outbox' | 'verifications', id: string) =>
  rowsOf<{ xid: string }>(
    await t.db.execute(sql`select xmin::text as xid from ${sql.identifier(table)} where id = ${id}`),
  )[0]?.xid;

const mailsOf = (userId: string, subject: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.userId, userId), eq(mailOutbox.subject, subject)));

const twoFactorOf = async (userId: string) =>
  (await t.db.select().from(users).where(eq(users.id, userId)))[0]!.twoFactorEnabled;

/** Starts two-factor set-up; answers a code generator and the cookie of the refreshed session. */
const startTwoFactor = async (account: Account) => {
  const res = await post('/api/auth/two-factor/enable', { password: account.password }, account.cookie);
  expect(res.statusCode, res.body).toBe(200);
  const secret = new URL((res.json() as { totpURI: string }).totpURI).searchParams.get('secret')!;
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
};

describe('in the same commit as the event', () => {
  it('the verification mail and the new account', async () => {
    const account = await signUp(t.app);
    const [mail] = await mailsOf(account.userId, 'Verify your e-mail address');
    expect(await writerOf('mail_outbox', mail!.id)).toBe(await writerOf('users', account.userId));
  });

  it('the two-factor mail and the switch', async () => {
    const account = await signUp(t.app);
    const totp = await startTwoFactor(account);
    expect((await post('/api/auth/two-factor/verify-totp', { code: totp.generate() }, account.cookie)).statusCode).toBe(
      200,
    );
    const [mail] = await mailsOf(account.userId, 'Two-factor authentication is on');
    expect(await writerOf('mail_outbox', mail!.id)).toBe(await writerOf('users', account.userId));
  });

  it('the reset mail and its token', async () => {
    const account = await signUp(t.app);
    expect((await post('/api/auth/request-password-reset', { email: account.email })).statusCode).toBe(200);
    const [mail] = await mailsOf(account.userId, 'Reset your password');
    const [token] = await t.db
      .select()
      .from(verifications)
      .where(and(eq(verifications.value, account.userId), like(verifications.identifier, 'reset-password:%')));
    expect(await writerOf('mail_outbox', mail!.id)).toBe(await writerOf('verifications', token!.id));
  });
});

describe('an outbox that refuses the mail undoes the event', () => {
  it('sign-up: no account', async () => {
    await refuseMail(true);
    const email = uniqueEmail();
    const res = await post('/api/auth/sign-up/email', {
      name: 'Ada Lovelace',
      email,
      password: 'correct horse battery',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('two-factor on, then off: the switch stays where it was', async () => {
    const account = await signUp(t.app);
    const totp = await startTwoFactor(account);
    await refuseMail(true);
    const on = await post('/api/auth/two-factor/verify-totp', { code: totp.generate() }, account.cookie);
    expect(on.statusCode).toBeGreaterThanOrEqual(500);
    expect(await twoFactorOf(account.userId)).toBe(false);

    await refuseMail(false);
    const confirmed = await post('/api/auth/two-factor/verify-totp', { code: totp.generate() }, account.cookie);
    expect(confirmed.statusCode).toBe(200);
    const session = sessionCookie(confirmed.headers['set-cookie']);
    await refuseMail(true);
    const off = await post('/api/auth/two-factor/disable', { password: account.password }, session);
    expect(off.statusCode).toBeGreaterThanOrEqual(500);
    expect(await twoFactorOf(account.userId)).toBe(true);
    expect(await t.db.select().from(twoFactors).where(eq(twoFactors.userId, account.userId))).toHaveLength(1);
  });

  it.each([['/api/users/change-password'], ['/api/auth/change-password']])(
    'password change through %s: the old password still signs in',
    async (url) => {
      const account = await signUp(t.app);
      await refuseMail(true);
      const res = await post(
        url,
        { currentPassword: account.password, newPassword: 'a brand new password' },
        account.cookie,
      );
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
      await refuseMail(false);
      expect((await signIn(account.email, account.password)).statusCode).toBe(200);
      expect((await signIn(account.email, 'a brand new password')).statusCode).toBe(401);
    },
  );

  it('reset request: no token is left that no mail carries', async () => {
    const account = await signUp(t.app);
    await refuseMail(true);
    const res = await post('/api/auth/request-password-reset', { email: account.email });
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    const tokens = await t.db.select().from(verifications).where(eq(verifications.value, account.userId));
    expect(tokens.filter((v) => v.identifier.startsWith('reset-password:'))).toHaveLength(0);
  });
});
