import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeListing, makeSeller, type Session } from '../../test/factories';
import { connectRaw, listenForTests, requestHead } from '../../test/raw-http';
import { createTestApp, multipart, type TestApp } from '../../test/test-app';

// What the scanning threads see of the request thread (engine/request-gauge.ts): they pause
// between files while this count is above 0.
const ORIGIN = 'http://localhost:3000';
let t: TestApp;
let seller: Session;
let listingId: string;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  seller = await makeSeller(t.app, t.db);
  listingId = (await makeListing(t.app, t.db, seller.userId)).id;
  port = await listenForTests(t.app);
});
afterAll(async () => t?.close());

/** Sends an upload's head and half its body, so the request stays in flight until dropped. */
const halfAnUpload = async (headers: Record<string, string> = {}) => {
  const { payload, headers: form } = multipart({ version: '1.1.0', changelog: 'A fix' }, [
    { name: 'file', filename: 'agent.json', content: Buffer.alloc(200_000, 'a') },
  ]);
  const c = await connectRaw(port);
  c.write(
    requestHead('POST', `/api/listings/${listingId}/versions`, {
      cookie: seller.cookie,
      origin: ORIGIN,
      'content-type': form['content-type'],
      'content-length': payload.length,
      ...headers,
    }),
  );
  c.write(payload.subarray(0, payload.length / 2));
  await expect.poll(() => t.app.inFlight.count(), { timeout: 5000 }).toBe(1);
  return c;
};

it('counts a request from its start until its client leaves', async () => {
  expect(t.app.scans.requestsInFlight()).toBe(0);
  const c = await halfAnUpload();
  expect(t.app.scans.requestsInFlight()).toBe(1);
  c.destroy();
  await expect.poll(() => t.app.scans.requestsInFlight(), { timeout: 5000 }).toBe(0);
});

it('counts a request until its answer is written', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/listings' });
  expect(res.statusCode).toBe(200);
  expect(t.app.scans.requestsInFlight()).toBe(0);
});

it('leaves event streams out: they stay open for hours', async () => {
  const c = await halfAnUpload({ accept: 'text/event-stream' });
  expect(t.app.scans.requestsInFlight()).toBe(0);
  c.destroy();
  await expect.poll(() => t.app.inFlight.count(), { timeout: 5000 }).toBe(0);
});
