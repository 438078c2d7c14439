import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { accounts } from '../../db/schema';
import { createTestApp, signUp, type TestApp } from '../../test/test-app';
import { passwordHasher, verifyPassword } from './password-hashing';

// The other suites' apps hash at the light test cost (test-app.ts); this one at production's.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PASSWORD_HASHING: 'owasp' } });
});
afterAll(() => t.close());

it('stores the password as an argon2id hash, never in clear', async () => {
  const { userId, password } = await signUp(t.app);
  const [account] = await t.db.select().from(accounts).where(eq(accounts.userId, userId));
  expect(account!.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  expect(account!.password).not.toContain(password);
});

it('hashes at OWASP cost outside tests, whatever PASSWORD_HASHING says', () => {
  const DATA_DIR = t.dataDir;
  expect(loadConfig({ DATA_DIR }).passwordHashing).toBe('owasp');
  for (const NODE_ENV of ['production', 'development']) {
    expect(loadConfig({ DATA_DIR, NODE_ENV, PASSWORD_HASHING: 'light' }).passwordHashing).toBe('owasp');
  }
  expect(loadConfig({ DATA_DIR, NODE_ENV: 'test', PASSWORD_HASHING: 'light' }).passwordHashing).toBe('light');
});

it('verifies a hash of either cost, since the cost is stored in the hash', async () => {
  const light = await passwordHasher('light')('correct horse battery');
  expect(light).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
  expect(await verifyPassword({ hash: light, password: 'correct horse battery' })).toBe(true);
  expect(await verifyPassword({ hash: light, password: 'wrong horse battery' })).toBe(false);
});
