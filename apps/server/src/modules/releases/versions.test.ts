import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, listingVersions } from '../../db/schema';
import { as, makeAdmin, makeListing, makeSeller, makeUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { listingWithBuyers, publish, published, releaseCounts, sha256Hex } from './releases.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const storedFileCount = () =>
  readdirSync(path.join(t.dataDir, 'uploads'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
    .length;
const versionsOf = (listingId: string, session?: { cookie: string }) =>
  t.app.inject({
    method: 'GET',
    url: `/api/listings/${listingId}/versions`,
    headers: session ? as(session as never) : {},
  });
const revoke = (session: { cookie: string }, listingId: string, version: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/listings/${listingId}/versions/${version}/revoke`,
    headers: as(session as never),
    payload,
  });

describe('publishing a version', () => {
  it('stores the file under a strict semver number with its sha256, publishes it and moves the listing file', async () => {
    const seller = await makeSeller(t.app, t.db);
    const listing = await makeListing(t.app, t.db, seller.userId);
    const v = await published(t.app, seller, listing.id, { version: 'v1.1.0', changelog: '**Faster** replies' });
    expect(v).toMatchObject({
      version: '1.1.0',
      changelog: '**Faster** replies',
      fileName: 'agent.json',
      fileSize: 7,
      sha256: sha256Hex('{"v":2}'),
      status: 'clean',
      publishedAt: expect.any(String),
      revokedAt: null,
      files: [{ path: 'agent.json', size: 7, sha256: sha256Hex('{"v":2}') }],
    });
    const list = (await versionsOf(listing.id)).json();
    expect(list.map((x: { version: string }) => x.version)).toEqual(['1.1.0', '1.0.0']);
    // The listing's first version carries the digest of its stored bytes too.
    expect(list[1].sha256).toMatch(/^[0-9a-f]{64}$/);
    const [row] = await t.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row!.fileSize).toBe(7);
    // The listing payload names its current version, on the listing page and in the marketplace.
    const current = {
      version: '1.1.0',
      publishedAt: v.publishedAt,
      sha256: v.sha256,
      fileName: 'agent.json',
      fileSize: 7,
    };
    const detail = (await t.app.inject({ method: 'GET', url: `/api/listings/${listing.id}` })).json();
    expect(detail).toMatchObject({ currentVersion: current, updatedAt: v.publishedAt });
    const page = (await t.app.inject({ method: 'GET', url: `/api/listings?sellerId=${seller.userId}` })).json();
    expect(page[0]).toMatchObject({ currentVersion: current, updatedAt: v.publishedAt });
  });

  it('lists a zip with every member and its sha256', async () => {
    const { zipOf } = await import('../../db/demo/zip');
    const seller = await makeSeller(t.app, t.db);
    const listing = await makeListing(t.app, t.db, seller.userId);
    const zip = zipOf({ 'agent/main.py': 'print(1)\n', 'README.md': '# hi\n' });
    const v = await published(
      t.app,
      seller,
      listing.id,
      { version: '2.0.0', changelog: 'zip' },
      { filename: 'a.zip', content: zip },
    );
    expect(v.sha256).toBe(sha256Hex(zip));
    expect((v as unknown as { files: unknown }).files).toEqual([
      { path: 'README.md', size: 5, sha256: sha256Hex('# hi\n') },
      { path: 'agent/main.py', size: 9, sha256: sha256Hex('print(1)\n') },
    ]);
  });

  it('lists every member of a zip whose folders are deeper than its archive nesting limit', async () => {
    const { zipOf } = await import('../../db/demo/zip');
    const seller = await makeSeller(t.app, t.db);
    const listing = await makeListing(t.app, t.db, seller.userId);
    // Folder depth is not archive nesting: src/a/b/c/ is an honest project layout.
    const zip = zipOf({ 'README.md': '# hi\n', 'src/a/b/c/file.ts': 'export {};\n', 'src/z.ts': 'export {};\n' });
    const v = await published(
      t.app,
      seller,
      listing.id,
      { version: '2.0.0', changelog: 'deep' },
      { filename: 'd.zip', content: zip },
    );
    expect(v).toMatchObject({ status: 'clean', publishedAt: expect.any(String) });
    expect((v as unknown as { files: { path: string }[] }).files.map((f) => f.path)).toEqual([
      'README.md',
      'src/a/b/c/file.ts',
      'src/z.ts',
    ]);
  });

  it('refuses every bad input with a clear 4xx and changes nothing', async () => {
    const seller = await makeSeller(t.app, t.db);
    const other = await makeSeller(t.app, t.db);
    const listing = await makeListing(t.app, t.db, seller.userId);
    await published(t.app, seller, listing.id, { version: '1.2.0', changelog: 'x' });
    const before = { ...(await releaseCounts(t.db)), files: storedFileCount() };
    const cases: [Parameters<typeof publish>, number, string][] = [
      [[t.app, seller, listing.id, { version: '^1.3.0', changelog: 'x' }], 400, 'Use a version like 1.2.0'],
      [[t.app, seller, listing.id, { version: '1.x', changelog: 'x' }], 400, 'Use a version like 1.2.0'],
      [[t.app, seller, listing.id, { version: '1.3', changelog: 'x' }], 400, 'Use a version like 1.2.0'],
      [[t.app, seller, listing.id, { changelog: 'x' }], 400, 'Use a version like 1.2.0'],
      [
        [t.app, seller, listing.id, { version: '1.2.0', changelog: 'x' }],
        409,
        'Version 1.2.0 already exists. Version numbers cannot be reused.',
      ],
      [
        [t.app, seller, listing.id, { version: '1.0.0', changelog: 'x' }],
        409,
        'Version 1.0.0 already exists. Version numbers cannot be reused.',
      ],
      [[t.app, seller, listing.id, { version: '1.3.0' }], 400, 'Describe what changed in this version.'],
      [
        [t.app, seller, listing.id, { version: '1.3.0', changelog: '   ' }],
        400,
        'Describe what changed in this version.',
      ],
      [
        [t.app, seller, listing.id, { version: '1.3.0', changelog: 'x'.repeat(5001) }],
        400,
        'The changelog can be at most 5,000 characters.',
      ],
      [
        [t.app, seller, listing.id, { version: '1.3.0', changelog: 'x', compatibility: '[1]' }],
        400,
        'Compatibility must be a JSON object.',
      ],
      [
        [t.app, seller, listing.id, { version: '1.3.0', changelog: 'x' }, null],
        400,
        'Please choose the agent file of this version.',
      ],
      [
        [t.app, seller, listing.id, { version: '1.3.0', changelog: 'x' }, { filename: 'a.exe', content: 'MZ' }],
        415,
        'Invalid File Type',
      ],
      [
        [t.app, seller, listing.id, { version: '1.3.0', changelog: 'x' }, { filename: 'a.json', content: '{' }],
        415,
        '',
      ],
      [
        [t.app, other, listing.id, { version: '1.3.0', changelog: 'x' }],
        403,
        'You can only publish versions of your own listings.',
      ],
      [[t.app, undefined, listing.id, { version: '1.3.0', changelog: 'x' }], 401, ''],
      [
        [t.app, seller, '00000000-0000-4000-8000-000000000000', { version: '1.3.0', changelog: 'x' }],
        404,
        'Listing not found.',
      ],
      [[t.app, seller, 'nope', { version: '1.3.0', changelog: 'x' }], 404, 'Listing not found.'],
    ];
    for (const [args, status, message] of cases) {
      const res = await publish(...args);
      expect(res.statusCode, `${JSON.stringify(args[3])}: ${res.body}`).toBe(status);
      if (message) expect(`${res.json().title ?? ''} ${res.json().message}`).toContain(message);
    }
    expect({ ...(await releaseCounts(t.db)), files: storedFileCount() }).toEqual(before);
  });

  it('gives exactly one of 50 concurrent publishes of one number the version; the others 409 and leave no file', async () => {
    const seller = await makeSeller(t.app, t.db);
    const listing = await makeListing(t.app, t.db, seller.userId);
    await versionsOf(listing.id); // its 1.0.0
    const files = storedFileCount();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        publish(
          t.app,
          seller,
          listing.id,
          { version: '3.0.0', changelog: `try ${i}` },
          { filename: 'a.json', content: `{"i":${i}}` },
        ),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    const rows = await t.db.select().from(listingVersions).where(eq(listingVersions.listingId, listing.id));
    expect(rows.filter((r) => r.version === '3.0.0')).toHaveLength(1);
    expect(storedFileCount()).toBe(files + 1);
  });
});

describe('listing and revoking versions', () => {
  it('shows buyers published versions only, the seller every status; prereleases are never current', async () => {
    const { seller, listing, buyers } = await listingWithBuyers(t.app, t.db, 1);
    await published(t.app, seller, listing.id, { version: '2.0.0-beta.1', changelog: 'beta' });
    await t.db
      .update(listingVersions)
      .set({ status: 'flagged', publishedAt: null })
      .where(eq(listingVersions.version, '2.0.0-beta.1'));
    await published(t.app, seller, listing.id, { version: '2.0.0-beta.2', changelog: 'beta 2' });
    const forSeller = (await versionsOf(listing.id, seller)).json();
    expect(forSeller.map((v: { version: string; status: string }) => `${v.version}:${v.status}`)).toEqual([
      '2.0.0-beta.2:clean',
      '2.0.0-beta.1:flagged',
      '1.0.0:clean',
    ]);
    const forBuyer = (await versionsOf(listing.id, buyers[0]!.session)).json();
    expect(forBuyer.map((v: { version: string }) => v.version)).toEqual(['2.0.0-beta.2', '1.0.0']);
    // The current version stays 1.0.0: the listing's file is not the prerelease's.
    const [row] = await t.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row!.fileName).toBe('agent.json');
    expect(row!.fileSize).not.toBe(7);
    expect(row!.currentVersion?.version).toBe('1.0.0');
  });

  it('revokes a published version with a reason, by the seller or an admin only', async () => {
    const { seller, listing, buyers } = await listingWithBuyers(t.app, t.db, 1);
    await published(t.app, seller, listing.id, { version: '1.1.0', changelog: 'x' });
    await t.db
      .update(listingVersions)
      .set({ status: 'pending', publishedAt: null })
      .where(eq(listingVersions.listingId, listing.id));
    await t.db
      .update(listingVersions)
      .set({ status: 'clean', publishedAt: new Date() })
      .where(eq(listingVersions.version, '1.0.0'));
    const admin = await makeAdmin(t.app, t.db);
    const stranger = await makeUser(t.app, t.db);
    const before = await releaseCounts(t.db);
    const refused: [unknown, string, object, number, string][] = [
      [seller, '1.1.0', { reason: 'bad' }, 409, 'Only a published version can be revoked.'],
      [seller, '9.9.9', { reason: 'bad' }, 404, 'Version not found.'],
      [seller, 'latest', { reason: 'bad' }, 404, 'Version not found.'],
      [seller, '1.0.0', {}, 400, 'Say why this version is withdrawn.'],
      [seller, '1.0.0', { reason: '  ' }, 400, 'Say why this version is withdrawn.'],
      [buyers[0]!.session, '1.0.0', { reason: 'bad' }, 403, 'Only the seller or an admin can revoke a version.'],
      [stranger, '1.0.0', { reason: 'bad' }, 403, 'Only the seller or an admin can revoke a version.'],
    ];
    for (const [who, version, body, status, message] of refused) {
      const res = await revoke(who as never, listing.id, version, body);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toBe(message);
    }
    expect(await releaseCounts(t.db)).toEqual(before);
    const res = await revoke(admin, listing.id, '1.0.0', { reason: 'Leaks the API key' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ revokedAt: expect.any(String), revokeReason: 'Leaks the API key' });
    const [row] = await t.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row!.currentVersion).toBeNull();
    const again = await revoke(seller, listing.id, '1.0.0', { reason: 'again' });
    expect([again.statusCode, again.json().message]).toEqual([409, 'This version is already revoked.']);
  });
});
