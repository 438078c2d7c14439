import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestApp, signUp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  // The other suites turn the limiter off; here it runs as it does in production.
  t = await createTestApp({ config: { authRateLimit: true } });
});
afterAll(() => t.close());

it('is on outside tests', () => {
  expect(loadConfig({ NODE_ENV: 'production', DATA_DIR: t.config.dataDir }).authRateLimit).toBe(true);
  expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: t.config.dataDir }).authRateLimit).toBe(true);
});

it('answers 429 after repeated sign-ins from one address, and lets other addresses through', async () => {
  const { email } = await signUp(t.app);
  const attempt = (remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress,
      payload: { email, password: 'wrong-password' },
    });
  const statuses: number[] = [];
  for (let i = 0; i < 5; i++) statuses.push((await attempt('203.0.113.9')).statusCode);
  expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
  expect(statuses.slice(3)).toEqual([429, 429]);
  expect((await attempt('203.0.113.10')).statusCode).toBe(401);
});

it('does not trust a forged X-Forwarded-For', async () => {
  const { email } = await signUp(t.app);
  const statuses: number[] = [];
  for (let i = 0; i < 5; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: '203.0.113.20',
      headers: { 'x-forwarded-for': `198.51.100.${i}` },
      payload: { email, password: 'wrong-password' },
    });
    statuses.push(res.statusCode);
  }
  expect(statuses).toContain(429);
});
