import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createTestApp, signUp, type TestApp, uniqueEmail } from '../test/test-app';
import { runAdminCommand } from './admin-accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const run = (...args: string[]) => runAdminCommand({ db: t.db, auth: t.app.auth }, args);
const isAdmin = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0]?.isAdmin;

describe('npm run admin', () => {
  it('create makes a new admin account that can sign in with the printed password', async () => {
    const email = uniqueEmail('ops');
    const result = await run('create', email);
    expect(result.ok).toBe(true);
    expect(await isAdmin(email)).toBe(true);
    const password = /password: (\S+)/.exec(result.message)![1]!;
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
    expect(signIn.statusCode).toBe(200);
  });

  it('promote gives an existing account the role; nothing else does', async () => {
    const user = await signUp(t.app);
    expect(await isAdmin(user.email)).toBe(false);
    expect((await run('promote', user.email.toUpperCase())).ok).toBe(true);
    expect(await isAdmin(user.email)).toBe(true);
  });

  it('refuses unknown commands, bad and unknown addresses, and a second create', async () => {
    const user = await signUp(t.app);
    expect((await run('delete', user.email)).ok).toBe(false);
    expect((await run('create')).ok).toBe(false);
    expect((await run('create', 'not-an-email')).ok).toBe(false);
    expect((await run('promote', uniqueEmail('nobody'))).ok).toBe(false);
    expect((await run('create', user.email)).ok).toBe(false);
    expect(await isAdmin(user.email)).toBe(false);
  });
});
