import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listings, users } from '../db/schema';
import { asUser, createTestApp, multipart, signUp, type TestApp } from '../test/test-app';
import { createLocalStorage } from './local-storage';
import type { Storage } from './storage';

/**
 * The upload folder fills up while an agent file streams in. As root (CI here) the folder is a
 * 1 MB tmpfs, so the kernel itself answers ENOSPC; elsewhere the write fails with an injected
 * ENOSPC after 256 KB, which takes the same path through the local storage.
 */
const FOLDER_BYTES = 1024 * 1024;
const canMount = (() => {
  if (process.getuid?.() !== 0 || process.platform !== 'linux') return false;
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=4k', 'tmpfs', '/nonexistent-probe'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    // mount(8) exits 32 when the mount point is missing: the tmpfs type itself was accepted.
    return (error as { status?: number }).status === 32;
  }
})();

/** Local storage whose writes fail with ENOSPC once 256 KB of a file have gone by. */
const storageThatFillsUp = (root: string): Storage => {
  const local = createLocalStorage(root);
  return {
    ...local,
    put: (key, body, options) => {
      let seen = 0;
      const disk = new Transform({
        transform(chunk: Buffer, _enc, done) {
          seen += chunk.length;
          if (seen > 256 * 1024) done(Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' }));
          else done(null, chunk);
        },
      });
      body.on('error', (e) => disk.destroy(e));
      return local.put(key, body.pipe(disk), options);
    },
  };
};

let t: TestApp;
let uploads: string;
let mounted = false;
beforeAll(async () => {
  if (canMount) {
    t = await createTestApp();
    uploads = path.join(t.dataDir, 'uploads');
    mkdirSync(uploads, { recursive: true });
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${FOLDER_BYTES}`, 'tmpfs', uploads]);
    mounted = true;
  } else {
    // The app's storage is made before the data folder exists, so it gets its own root here.
    const root = path.join(process.env.TMPDIR ?? '/tmp', `agentsy-disk-full-${process.pid}`);
    t = await createTestApp({ storage: storageThatFillsUp(root) });
    uploads = root;
  }
  // Opening the database takes most of this; allow for a machine busy with other suites.
}, 120_000);
afterAll(async () => {
  if (mounted) execFileSync('umount', [uploads]);
  else if (uploads) rmSync(uploads, { recursive: true, force: true });
  await t?.close();
});

const storedFiles = () =>
  existsSync(uploads)
    ? readdirSync(uploads, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => e.name)
    : [];

const postListing = (cookie: { cookie: string }, content: Buffer) => {
  const body = multipart(
    { title: 'Disk Filler', description: 'An agent file larger than the disk', price: '5.00', platform: 'python' },
    [{ name: 'file', filename: 'filler.txt', content }],
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/listings',
    headers: { ...asUser(cookie), ...body.headers },
    payload: body.payload,
  });
};

it(`a full disk mid-upload (${canMount ? '1 MB tmpfs' : 'injected ENOSPC'}) answers 507, stores nothing, and the next upload that fits succeeds`, async () => {
  const seller = await signUp(t.app);
  const tooBig = Buffer.alloc(FOLDER_BYTES * 2, 'a');

  const full = await postListing(seller, tooBig);
  expect(full.statusCode).toBe(507);
  expect(full.json()).toMatchObject({
    code: 'STORAGE_FULL',
    message: expect.stringMatching(/run out of storage space/),
  });
  expect((await t.db.select({ n: count() }).from(listings))[0]!.n).toBe(0);
  expect(storedFiles()).toEqual([]);
  // Creating a listing switches seller mode on in the same transaction: that did not happen either.
  const [user] = await t.db.select().from(users).where(eq(users.id, seller.id));
  expect(user!.sellerEnabled).toBe(false);

  const fits = await postListing(seller, Buffer.from('print("small enough")\n'));
  expect(fits.statusCode).toBe(201);
  await t.app.scans.drain();
  const created = await t.app.inject({ method: 'GET', url: `/api/listings/${fits.json().id}` });
  expect(created.statusCode).toBe(200);
  expect(storedFiles()).toHaveLength(1);
});
