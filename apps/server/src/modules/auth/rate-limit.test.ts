import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestApp, signUp, type TestApp, uniqueEmail } from '../../test/test-app';
import { passwordResetRules } from './password-reset-throttle';
import { signInRules } from './sign-in-throttle';

let t: TestApp;
beforeAll(async () => {
  // The other suites turn the limiter off; here it runs as it does in production.
  t = await createTestApp({ config: { authRateLimit: true } });
});
afterAll(() => t.close());

const signIn = (email: string, password: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress,
    headers,
    payload: { email, password },
  });

let nextAddress = 1;
/** A fresh client address, so tests do not share the per-address count. */
const newAddress = () => `198.51.100.${nextAddress++}`;

/** Lets the current wait of an account run out, as if the seconds had passed. */
const letWaitPass = async (email: string, seconds: number) => {
  await t.db.execute(
    sql`update sign_in_throttle set last_failure_at = last_failure_at - make_interval(secs => ${seconds}::int)
        where key = ${`account:${email}`}`,
  );
};

const free = signInRules.account.freeFailures;

it('is on outside tests', () => {
  expect(loadConfig({ NODE_ENV: 'production', DATA_DIR: t.config.dataDir }).authRateLimit).toBe(true);
  expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: t.config.dataDir }).authRateLimit).toBe(true);
});

describe('per account', () => {
  it('slows a guessing run against one account wherever it comes from, with a growing wait', async () => {
    const { email, password } = await signUp(t.app);
    for (let i = 0; i < free; i++) expect((await signIn(email, 'wrong-password', newAddress())).statusCode).toBe(401);

    const waiting = await signIn(email, 'wrong-password', newAddress());
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe('1');
    expect(waiting.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringContaining('wait 1 second') });
    // While the account waits, no password is checked, not even the right one.
    expect((await signIn(email, password, newAddress())).statusCode).toBe(429);

    await letWaitPass(email, 1);
    expect((await signIn(email, 'wrong-password', newAddress())).statusCode).toBe(401);
    expect((await signIn(email, 'wrong-password', newAddress())).headers['retry-after']).toBe('2');
    await letWaitPass(email, 2);
    expect((await signIn(email, 'wrong-password', newAddress())).statusCode).toBe(401);
    expect((await signIn(email, 'wrong-password', newAddress())).headers['retry-after']).toBe('4');

    // Once the wait is over, the right password gets in and the account starts afresh.
    await letWaitPass(email, 4);
    expect((await signIn(email, password, newAddress())).statusCode).toBe(200);
    for (let i = 0; i < free; i++) expect((await signIn(email, 'wrong-password', newAddress())).statusCode).toBe(401);
  });

  it('lets no burst of parallel guesses past the free ones', async () => {
    const { email } = await signUp(t.app);
    const statuses = await Promise.all(
      Array.from({ length: 12 }, () => signIn(email, 'wrong-password', newAddress()).then((r) => r.statusCode)),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(free);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12 - free);
  });

  it('does not count a malformed request as a wrong password', async () => {
    const { email } = await signUp(t.app);
    for (let i = 0; i < free + 3; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: newAddress(),
        payload: { email, password: 42 },
      });
      expect(res.statusCode).toBe(400);
    }
    expect((await signIn(email, 'wrong-password', newAddress())).statusCode).toBe(401);
  });
});

describe('per address', () => {
  it('does not lock others behind a shared address out when one person guesses', async () => {
    const shared = newAddress();
    const victim = await signUp(t.app);
    const colleague = await signUp(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await signIn(victim.email, 'wrong-password', shared)).statusCode);
    expect(statuses.slice(0, free)).toEqual(Array(free).fill(401));
    // The victim's account waits 1 s, 2 s, 4 s... after its free failures. On a busy machine one
    // password check can outlast the first wait, so a 401 may slip in between the 429s.
    expect(statuses.slice(free).every((s) => s === 429 || s === 401)).toBe(true);
    expect(statuses.slice(free).filter((s) => s === 429).length).toBeGreaterThanOrEqual(3);

    expect((await signIn(colleague.email, colleague.password, shared)).statusCode).toBe(200);
  });

  it('slows a run across many accounts from one address, whatever X-Forwarded-For claims', async () => {
    const address = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= signInRules.address.freeFailures; i++) {
      const res = await signIn(uniqueEmail('spray'), 'wrong-password', address, {
        'x-forwarded-for': `203.0.113.${i}`,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.at(-2)).toBe(401);
    expect(statuses.at(-1)).toBe(429);
    // Another address is not held up by it.
    expect((await signIn(uniqueEmail('spray'), 'wrong-password', newAddress())).statusCode).toBe(401);
  });
});

describe('password reset requests', () => {
  const requestReset = (email: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', remoteAddress, payload: { email } });

  it('mails one account a few times at most, wherever the requests come from', async () => {
    // Signed up from an address of its own: sign-ups are counted per address too.
    const email = uniqueEmail('forgetful');
    const signedUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      remoteAddress: newAddress(),
      payload: { name: 'Forgetful Buyer', email, password: 'correct horse battery' },
    });
    expect(signedUp.statusCode).toBe(200);
    for (let i = 0; i < passwordResetRules.account.freeFailures; i++) {
      expect((await requestReset(email, newAddress())).statusCode).toBe(200);
    }
    const waiting = await requestReset(email, newAddress());
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe('1');
    expect(waiting.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringContaining('reset requests') });
  });

  it('slows one address asking for many accounts, answering unknown ones alike', async () => {
    const address = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= passwordResetRules.address.freeFailures; i++) {
      statuses.push((await requestReset(uniqueEmail('probe'), address)).statusCode);
    }
    expect(statuses.at(-2)).toBe(200);
    expect(statuses.at(-1)).toBe(429);
    expect((await requestReset(uniqueEmail('probe'), newAddress())).statusCode).toBe(200);
  });
});
