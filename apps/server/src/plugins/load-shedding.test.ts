import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/** A web build in miniature: the shell and one hashed script. */
const webDir = mkdtempSync(path.join(tmpdir(), 'agentsy-web-'));
mkdirSync(path.join(webDir, 'assets'));
writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
writeFileSync(path.join(webDir, 'assets/client-abc123.js'), 'console.log("app");');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { LOAD_SHED_MAX_LAG_MS: '50', LOAD_SHED_RETRY_AFTER_S: '7' },
    webDir,
    config: { serveWeb: true },
  });
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

/** Keeps the event loop busy in 100 ms slices, so every delay sample of the next second is high. */
const blockTheLoop = async (totalMs: number) => {
  const until = Date.now() + totalMs;
  while (Date.now() < until) {
    const slice = Date.now() + 100;
    while (Date.now() < slice) {
      // busy: nothing else runs
    }
    await nextTurn();
  }
};

const listings = () => t.app.inject({ method: 'GET', url: '/api/listings' });

it('answers 503 with Retry-After while the event loop lags, keeps /healthz, /metrics and built files, and recovers', async () => {
  // Starting the app can lag past 50 ms by itself on a busy machine: begin from a quiet sample.
  await expect.poll(async () => (await listings()).statusCode, { timeout: 10_000, interval: 100 }).toBe(200);

  await blockTheLoop(1200);
  const shed = await listings();
  const health = await t.app.inject({ method: 'GET', url: '/healthz' });
  const metrics = await t.app.inject({ method: 'GET', url: '/metrics' });
  // A page already on its way needs its scripts; refusing one breaks the page for a file read.
  const script = await t.app.inject({ method: 'GET', url: '/assets/client-abc123.js' });
  const page = await t.app.inject({ method: 'GET', url: '/marketplace', headers: { accept: 'text/html,*/*' } });

  expect(shed.statusCode).toBe(503);
  expect(shed.headers['retry-after']).toBe('7');
  expect(shed.json()).toMatchObject({
    code: 'SERVICE_UNAVAILABLE',
    message: 'The server is busy. Please try again in a few seconds.',
    requestId: expect.any(String),
  });
  expect(health.statusCode).toBe(200);
  expect(metrics.statusCode).toBe(200);
  expect(script.statusCode).toBe(200);
  expect(script.body).toBe('console.log("app");');
  // Someone opening a page gets a page saying so, which loads itself again after the wait.
  expect(page.statusCode).toBe(503);
  expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(page.body).toContain('<meta http-equiv="refresh" content="7">');
  expect(page.body).toContain('The server is busy. Please try again in a few seconds.');
  expect(metrics.body).toMatch(/http_requests_total\{method="GET",route="\/api\/listings",status="503"\} 1/);

  // The next quiet sample (every 500 ms) lets requests in again.
  await expect.poll(async () => (await listings()).statusCode, { timeout: 10_000, interval: 100 }).toBe(200);
});
