import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './storage/local-storage';
import type { Storage } from './storage/storage';
import { filesUnder } from './test/attacks/state-snapshot';
import { makeSeller, type Session } from './test/factories';
import { connectRaw, listenForTests, requestHead } from './test/raw-http';
import { createTestApp, multipart, type TestApp } from './test/test-app';

/**
 * Upload requests as a socket sends them, which `app.inject` cannot: a body that ends without its
 * closing boundary, stops, trickles, or is refused while more of it is on its way. Each must be
 * answered within seconds, close or free its connection, and leave no file (docs/decisions/046).
 */
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(12, 0)]);
const ORIGIN = 'http://localhost:3000';

/** Video names this storage takes fill the disk after 64 KB, as a full upload folder would. */
const storageFullFor = (root: string, prefix: string): Storage => {
  const local = createLocalStorage(root);
  return {
    ...local,
    put: (key, body, options) => {
      if (!key.startsWith(prefix)) return local.put(key, body, options);
      let seen = 0;
      const disk = new Transform({
        transform(chunk: Buffer, _enc, done) {
          seen += chunk.length;
          if (seen > 64 * 1024) done(Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' }));
          else done(null, chunk);
        },
      });
      body.on('error', (e) => disk.destroy(e));
      return local.put(key, body.pipe(disk), options);
    },
  };
};

const uploadsRoot = mkdtempSync(path.join(tmpdir(), 'agentsy-upload-conn-'));
let t: TestApp;
let seller: Session;
let port: number;
beforeAll(async () => {
  t = await createTestApp({
    env: { REQUEST_TIMEOUT_MS: '3000', HEADERS_TIMEOUT_MS: '1000', BODY_IDLE_TIMEOUT_MS: '1000' },
    // Demo videos fill the disk; agent files do not (the agent field name says which is which).
    storage: storageFullFor(uploadsRoot, 'videos/'),
  });
  seller = await makeSeller(t.app, t.db);
  port = await listenForTests(t.app);
});
afterAll(async () => {
  await t.close();
  rmSync(uploadsRoot, { recursive: true, force: true });
});

const head = (url: string, contentType: string, length: number) =>
  requestHead('POST', url, {
    cookie: seller.cookie,
    origin: ORIGIN,
    'content-type': contentType,
    'content-length': length,
  });

/** A multipart body for `field`, and the same body without its closing boundary. */
const bodies = (field: string, filename: string, content: Buffer) => {
  const { payload, headers } = multipart({ title: 'A title' }, [{ name: field, filename, content }]);
  const boundary = headers['content-type'].split('boundary=')[1]!;
  const open = payload.subarray(0, payload.length - `\r\n--${boundary}--\r\n`.length);
  return { payload, open, type: headers['content-type'] };
};

const expectNoFilesAndNothingOpen = async () => {
  await expect.poll(() => t.app.inFlight.count(), { timeout: 5000 }).toBe(0);
  await expect.poll(async () => (await filesUnder(uploadsRoot)).map(([f]) => f), { timeout: 5000 }).toEqual([]);
};

const routes = [
  ['/api/listings', 'file', 'agent.txt'],
  ['/api/upload-video', 'video', 'demo.mp4'],
  ['/api/users/avatar', 'avatar', 'me.png'],
] as const;

describe('a body that ends without its closing boundary', () => {
  it.each(routes)('POST %s answers 400 at once and leaves no file', async (url, field, filename) => {
    const content = field === 'video' ? Buffer.concat([MP4, Buffer.alloc(20_000, 1)]) : Buffer.alloc(20_000, 0x61);
    const { open, type } = bodies(field, filename, content);
    const c = await connectRaw(port);
    c.write(head(url, type, open.length));
    c.write(open);
    expect(await c.waitFor(() => c.text().includes('\r\n\r\n{'), 3000), 'no answer within 3 s').toBe(true);
    expect(c.statuses()).toEqual([400]);
    expect(c.text()).toContain('"message":"The form could not be read."');
    c.destroy();
    await expectNoFilesAndNothingOpen();
  });
});

describe('timeouts', () => {
  it('a body that stops arriving gets 408 after BODY_IDLE_TIMEOUT_MS, its connection closed and its file gone', async () => {
    const { payload, type } = bodies('video', 'demo.mp4', Buffer.concat([MP4, Buffer.alloc(20_000, 1)]));
    const c = await connectRaw(port);
    const started = Date.now();
    c.write(head('/api/upload-video', type, payload.length));
    c.write(payload.subarray(0, 5000));
    expect(await c.waitFor(c.isClosed, 4000), 'still open after 4 s').toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(c.statuses()).toEqual([408]);
    expect(c.text()).toContain('"code":"REQUEST_TIMEOUT"');
    await expectNoFilesAndNothingOpen();
  });

  it('a body trickling in byte by byte is cut at REQUEST_TIMEOUT_MS with 408', async () => {
    const { payload, type } = bodies('video', 'demo.mp4', Buffer.concat([MP4, Buffer.alloc(20_000, 1)]));
    const c = await connectRaw(port);
    const started = Date.now();
    c.write(head('/api/upload-video', type, payload.length));
    // Never idle for BODY_IDLE_TIMEOUT_MS, never done either.
    const timer = setInterval(() => c.write(payload.subarray(0, 1)), 200);
    const closed = await c.waitFor(c.isClosed, 6000);
    clearInterval(timer);
    expect(closed, 'still open after 6 s').toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
    expect(c.statuses()).toEqual([408]);
    await expectNoFilesAndNothingOpen();
  });

  it('request headers that never end are cut at HEADERS_TIMEOUT_MS', async () => {
    const c = await connectRaw(port);
    c.write('POST /api/upload-video HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    expect(await c.waitFor(c.isClosed, 3000), 'still open after 3 s').toBe(true);
    expect(c.statuses()).toEqual([408]);
  });
});

describe('an upload refused before its body was read', () => {
  it.each([
    ['415, content not what its name says', 'demo.mp4', Buffer.alloc(3_000_000, 7), 415],
    ['507, the disk filled up', 'demo.mp4', Buffer.concat([MP4, Buffer.alloc(3_000_000, 7)]), 507],
  ])(
    '%s: the refusal arrives and the next request on the connection is answered',
    async (_label, name, content, status) => {
      const { payload, type } = bodies('video', name, content);
      const c = await connectRaw(port);
      c.write(head('/api/upload-video', type, payload.length));
      c.write(payload);
      c.write(requestHead('GET', '/healthz', {}));
      expect(await c.waitFor(() => c.statuses().length === 2, 5000), `answers: ${c.statuses()}`).toBe(true);
      expect(c.statuses()).toEqual([status, 200]);
      expect(c.isClosed()).toBe(false);
      c.destroy();
      await expectNoFilesAndNothingOpen();
    },
  );
});

it('a refused body that then stops arriving is not waited for: closed after BODY_IDLE_TIMEOUT_MS', async () => {
  const { payload, type } = bodies('video', 'demo.mp4', Buffer.concat([MP4, Buffer.alloc(200_000, 1)]));
  const c = await connectRaw(port);
  // Signed out: refused with 401 before a byte of the body is read.
  c.write(
    requestHead('POST', '/api/upload-video', {
      origin: ORIGIN,
      'content-type': type,
      'content-length': payload.length,
    }),
  );
  c.write(payload.subarray(0, 1000));
  expect(await c.waitFor(() => c.statuses().length === 1, 2000)).toBe(true);
  expect(c.statuses()).toEqual([401]);
  expect(await c.waitFor(c.isClosed, 3000), 'still open 3 s after the refusal').toBe(true);
});
