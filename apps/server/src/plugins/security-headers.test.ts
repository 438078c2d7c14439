import { afterAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

const opened: TestApp[] = [];
afterAll(() => Promise.all(opened.map((t) => t.close())));

const headersAt = async (publicUrl: string) => {
  const t = await createTestApp({ env: { PUBLIC_URL: publicUrl } });
  opened.push(t);
  return (await t.app.inject({ method: 'GET', url: '/healthz' })).headers;
};

it('sends no HSTS when the public address is plain HTTP', async () => {
  const headers = await headersAt('http://localhost:3000');
  expect(headers['strict-transport-security']).toBeUndefined();
  expect(headers['x-content-type-options']).toBe('nosniff');
});

it('sends HSTS when the public address is https', async () => {
  const headers = await headersAt('https://agentsy.example');
  expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
});
