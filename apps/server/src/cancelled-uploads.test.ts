import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './storage/local-storage';
import { createS3Storage } from './storage/s3-storage';
import type { Storage } from './storage/storage';
import { filesUnder } from './test/attacks/state-snapshot';
import { makeListing, makeSeller, type Session } from './test/factories';
import { connectRaw, listenForTests, requestHead } from './test/raw-http';
import { createTestApp, multipart, type TestApp } from './test/test-app';

/**
 * A cancelled upload, as the web app's Cancel button makes it: the browser stops sending half way
 * through the body and drops the connection. Whatever the route had started to store (a temp file
 * on disk, a multipart upload on S3) must go, and the request must end.
 */
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(12, 0)]);
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const ORIGIN = 'http://localhost:3000';

type Case = { url: (listingId: string) => string; field: string; filename: string; content: Buffer };
const cases: Record<string, Case> = {
  'agent file (create listing)': {
    url: () => '/api/listings',
    field: 'agentFile',
    filename: 'agent.txt',
    content: Buffer.alloc(4_000_000, 0x61),
  },
  'new version file': {
    url: (id) => `/api/listings/${id}/versions`,
    field: 'file',
    filename: 'agent.txt',
    content: Buffer.alloc(4_000_000, 0x61),
  },
  // Past S3's 5 MiB first part, so the S3 case has a multipart upload under way when it is cut.
  'demo video': {
    url: () => '/api/upload-video',
    field: 'video',
    filename: 'demo.mp4',
    content: Buffer.concat([MP4, Buffer.alloc(12_000_000, 1)]),
  },
  avatar: {
    url: () => '/api/users/avatar',
    field: 'avatar',
    filename: 'me.png',
    content: Buffer.concat([PNG, Buffer.alloc(1_500_000, 2)]),
  },
};

type Setup = { t: TestApp; seller: Session; listingId: string; port: number; keysStored: () => Promise<string[]> };

const setUp = async (storage: Storage, keysStored: () => Promise<string[]>): Promise<Setup> => {
  const t = await createTestApp({ storage });
  const seller = await makeSeller(t.app, t.db);
  const listing = await makeListing(t.app, t.db, seller.userId);
  const port = await listenForTests(t.app);
  return { t, seller, listingId: listing.id, port, keysStored };
};

/** Sends the head and about two thirds of the body, waits until the route is storing it, then drops the connection. */
const cancelHalfWay = async (s: Setup, { url, field, filename, content }: Case, storing = async () => {}) => {
  const { payload, headers } = multipart({ version: '1.1.0', changelog: 'A fix' }, [
    { name: field, filename, content },
  ]);
  const c = await connectRaw(s.port);
  c.write(
    requestHead('POST', url(s.listingId), {
      cookie: s.seller.cookie,
      origin: ORIGIN,
      'content-type': headers['content-type'],
      'content-length': payload.length,
    }),
  );
  c.write(payload.subarray(0, Math.floor((payload.length * 2) / 3)));
  await expect.poll(() => s.t.app.inFlight.count(), { timeout: 5000 }).toBe(1);
  await storing();
  c.destroy();
  await expect.poll(() => s.t.app.inFlight.count(), { timeout: 5000 }).toBe(0);
  expect(c.statuses().filter((status) => status < 400)).toEqual([]);
};

describe('on local disk', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'agentsy-cancelled-'));
  let s: Setup;
  beforeAll(async () => {
    s = await setUp(createLocalStorage(root), async () => (await filesUnder(root)).map(([file]) => file).sort());
  });
  afterAll(async () => {
    await s.t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it.each(Object.keys(cases))('a cancelled %s leaves no file, temp or final', async (name) => {
    const before = await s.keysStored();
    // Files are streamed into a temp file (the avatar is re-encoded in memory): cut once it exists.
    const tempFileBegun = () =>
      expect
        .poll(async () => (await s.keysStored()).some((file) => file.endsWith('.part')), { timeout: 5000 })
        .toBe(true);
    await cancelHalfWay(s, cases[name]!, name === 'avatar' ? undefined : tempFileBegun);
    await expect.poll(() => s.keysStored(), { timeout: 5000 }).toEqual(before);
  });
});

describe('on S3', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'agentsy-cancelled-s3-'));
  const s3rver = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'agentsy-test', configs: [] }],
  });
  let s: Setup;
  // s3rver keeps no list of unfinished multipart uploads, so the calls that start and abort them are counted.
  const multipartCalls = { started: 0, aborted: 0 };
  beforeAll(async () => {
    const { port } = await s3rver.run();
    s3rver.httpServer?.on('request', (req) => {
      if (req.method === 'POST' && /[?&]uploads(=|&|$)/.test(req.url ?? '')) multipartCalls.started += 1;
      if (req.method === 'DELETE' && /[?&]uploadId=/.test(req.url ?? '')) multipartCalls.aborted += 1;
    });
    const endpoint = `http://127.0.0.1:${port}`;
    const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
    const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials });
    const storage = createS3Storage({
      bucket: 'agentsy-test',
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      ...credentials,
    });
    s = await setUp(storage, async () => {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: 'agentsy-test' }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
    });
  });
  afterAll(async () => {
    await s.t.close();
    await s3rver.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(Object.keys(cases))('a cancelled %s leaves no object and no unfinished multipart upload', async (name) => {
    const before = await s.keysStored();
    const startedBefore = multipartCalls.started;
    // The video is big enough for a multipart upload: it is cut once that upload has begun.
    const multipartBegun = () =>
      expect.poll(() => multipartCalls.started, { timeout: 5000 }).toBeGreaterThan(startedBefore);
    await cancelHalfWay(s, cases[name]!, name === 'demo video' ? multipartBegun : undefined);
    await expect.poll(() => s.keysStored(), { timeout: 5000 }).toEqual(before);
    await expect.poll(() => multipartCalls.aborted, { timeout: 5000 }).toBe(multipartCalls.started);
  });
});
