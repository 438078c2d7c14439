import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoFactors } from '../../db/schema';
import { createTestApp, sessionCookie, signUp, type TestApp } from '../../test/test-app';
import { stepOfCode } from './totp-replay';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Account = Awaited<ReturnType<typeof signUp>>;

const post = (url: string, cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
const cookiesOf = (setCookie: string | string[] | undefined) =>
  [setCookie ?? []]
    .flat()
    .map((c) => c.split(';')[0])
    .join('; ');
const verify = (cookie: string, code: string) => post('/api/auth/two-factor/verify-totp', cookie, { code });

/** Two-factor on, confirmed with the code of the step before now; answers the authenticator. */
const withTwoFactor = async (): Promise<Account & { totp: TOTP; confirmCode: string; confirmStep: number }> => {
  const account = await signUp(t.app);
  const res = await post('/api/auth/two-factor/enable', account.cookie, { password: account.password });
  expect(res.statusCode, res.body).toBe(200);
  const secret = new URL(res.json().totpURI).searchParams.get('secret')!;
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  const cookie = cookiesOf(res.headers['set-cookie']) || account.cookie;
  const confirmAt = Date.now() - 30_000;
  const confirmCode = totp.generate({ timestamp: confirmAt });
  const confirmed = await verify(cookie, confirmCode);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { ...account, totp, confirmCode, confirmStep: Math.floor(confirmAt / 30_000) };
};

/** The password step of a sign-in; answers the cookie of the pending code step. */
const startSignIn = async (account: Account) => {
  const res = await post('/api/auth/sign-in/email', '', { email: account.email, password: account.password });
  expect(res.json()).toMatchObject({ twoFactorRedirect: true });
  return cookiesOf(res.headers['set-cookie']);
};

const isSignedIn = async (res: { headers: Record<string, unknown> }) => {
  const cookie = sessionCookie(res.headers['set-cookie'] as string[]);
  return (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode === 200;
};

describe('a TOTP code works once', () => {
  it('signs in with a code once; the same code again is refused, the next one works', async () => {
    const account = await withTwoFactor();
    const code = account.totp.generate();
    const first = await verify(await startSignIn(account), code);
    expect(first.statusCode, first.body).toBe(200);
    expect(await isSignedIn(first)).toBe(true);

    const again = await verify(await startSignIn(account), code);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({
      code: 'INVALID_CODE',
      message: 'This code was already used. Enter the next code from your authenticator app.',
    });
    expect(again.headers['set-cookie'] ?? '').not.toMatch(/session_token=[^;]/);

    const next = await verify(await startSignIn(account), account.totp.generate({ timestamp: Date.now() + 30_000 }));
    expect(next.statusCode, next.body).toBe(200);
  });

  it('refuses at sign-in the code that turned two-factor on, whose step is kept', async () => {
    const account = await withTwoFactor();
    const [row] = await t.db.select().from(twoFactors).where(eq(twoFactors.userId, account.userId));
    expect(row!.lastTotpStep).toBe(account.confirmStep);
    expect((await verify(await startSignIn(account), account.confirmCode)).statusCode).toBe(401);
  });

  it('of two sign-ins sending the same code at once, exactly one succeeds', async () => {
    const account = await withTwoFactor();
    const pending = [await startSignIn(account), await startSignIn(account), await startSignIn(account)];
    const code = account.totp.generate();
    const statuses = (await Promise.all(pending.map((cookie) => verify(cookie, code)))).map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 401)).toHaveLength(2);
  });

  it('still answers a wrong code with the usual refusal, and takes no step for it', async () => {
    const account = await withTwoFactor();
    const wrong = await verify(await startSignIn(account), '000000');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('INVALID_CODE');
    expect((await verify(await startSignIn(account), account.totp.generate())).statusCode).toBe(200);
  });
});

describe('stepOfCode', () => {
  it('finds the step of the codes an authenticator shows, one step either side of now', () => {
    const secret = 'a-secret-better-auth-generated';
    const totp = new TOTP({ secret: new Secret({ buffer: new TextEncoder().encode(secret).buffer }), period: 30 });
    const now = Date.parse('2026-11-27T06:00:10Z');
    const step = Math.floor(now / 30_000);
    for (const delta of [-1, 0, 1]) {
      expect(stepOfCode(secret, totp.generate({ timestamp: now + delta * 30_000 }), now)).toBe(step + delta);
    }
    expect(stepOfCode(secret, totp.generate({ timestamp: now + 60_000 }), now)).toBeUndefined();
  });
});
