import { passwordMessages } from '@agentsy/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, signUp, type TestApp, uniqueEmail } from '../../test/test-app';
import { isPasswordTooWeak } from './password-strength';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
const signsIn = async (email: string, password: string) =>
  (await post('/api/auth/sign-in/email', { email, password })).statusCode === 200;

describe('the common-password check', () => {
  it.each([
    'password123',
    'Password1!',
    'qwertyuiop',
    '12345678',
    'iloveyou12',
    'trustno1trustno1',
    'aaaaaaaaaa',
    'a'.repeat(128),
    'password'.repeat(16),
  ])('refuses %s', async (password) => {
    expect(await isPasswordTooWeak(password)).toBe(true);
  });

  it.each(['correct horse battery', 'quiet lantern orbit meadow', 'demo-AbC123xyZ_'])(
    'accepts %s',
    async (password) => {
      expect(await isPasswordTooWeak(password)).toBe(false);
    },
  );

  it("counts the account's own e-mail and name as known words", async () => {
    expect(await isPasswordTooWeak('zorbulax2024')).toBe(false);
    expect(await isPasswordTooWeak('zorbulax2024', ['zorbulax@example.com'])).toBe(true);
  });
});

describe('new passwords from the common list are refused with a clear 400', () => {
  it('at sign-up, creating no account', async () => {
    const email = uniqueEmail();
    const res = await post('/api/auth/sign-up/email', { name: 'Pat', email, password: 'password123' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'WEAK_PASSWORD', message: passwordMessages.tooCommon });
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('at sign-up, with the length message first when it is too short as well', async () => {
    const res = await post('/api/auth/sign-up/email', { name: 'Pat', email: uniqueEmail(), password: '1234' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Password must be at least 8 characters long.');
  });

  it('on the password change screen, naming the field and keeping the old password', async () => {
    const account = await signUp(t.app);
    const res = await post(
      '/api/users/change-password',
      { currentPassword: account.password, newPassword: 'Password1!' },
      account.cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'WEAK_PASSWORD',
      message: passwordMessages.tooCommon,
      fields: { newPassword: passwordMessages.tooCommon },
    });
    expect(await signsIn(account.email, account.password)).toBe(true);
    expect(await signsIn(account.email, 'Password1!')).toBe(false);
  });

  it("through Better Auth's own change and reset endpoints", async () => {
    const account = await signUp(t.app);
    const change = await post(
      '/api/auth/change-password',
      { currentPassword: account.password, newPassword: 'qwertyuiop' },
      account.cookie,
    );
    expect(change.statusCode).toBe(400);
    expect(change.json().code).toBe('WEAK_PASSWORD');
    // The check runs before the token is looked at, so no reset token is needed to see it.
    const reset = await post('/api/auth/reset-password', { token: 'any', newPassword: 'iloveyou12' });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().code).toBe('WEAK_PASSWORD');
    expect(await signsIn(account.email, account.password)).toBe(true);
  });

  it('lets a long passphrase through', async () => {
    const account = await signUp(t.app);
    const res = await post(
      '/api/users/change-password',
      { currentPassword: account.password, newPassword: 'velvet canyon harbor nine' },
      account.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
  });
});
