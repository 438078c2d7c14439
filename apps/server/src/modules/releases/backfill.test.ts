import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { listings, listingVersions } from '../../db/schema';
import { makeSeller } from '../../test/factories';
import { asUser, createTestApp, multipart, type TestApp } from '../../test/test-app';
import { backfillVersions, FIRST_VERSIONS_BATCH, insertAllMissingFirstVersions } from './backfill';
import { sha256Hex } from './releases.fixtures';
import { insertMissingFirstVersions } from './versions.repo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** A listing row as it stood before versions existed: its file stored, no version. */
const legacyListing = async (userId: string, content: string) => {
  const fileKey = `agents/legacy-${Date.now()}-${Math.random()}.json`;
  await t.storage.put(fileKey, Readable.from([Buffer.from(content)]), { maxBytes: 1024 });
  const [row] = await t.db
    .insert(listings)
    .values({
      userId,
      title: 'Legacy agent',
      description: 'From before versions',
      platform: 'chatgpt',
      priceCents: 500,
      fileKey,
      fileName: 'legacy.json',
      fileSize: content.length,
      fileMime: 'application/json',
    })
    .returning();
  return row!;
};

const versionsOf = (listingId: string) =>
  t.db.select().from(listingVersions).where(eq(listingVersions.listingId, listingId));

describe('every existing listing becomes version 1.0.0', () => {
  it('the migration writes 1.0.0 for each listing; the backfill hashes its stored bytes', async () => {
    const seller = await makeSeller(t.app, t.db);
    const listing = await legacyListing(seller.userId, '{"legacy":1}');
    // The migration's own statement, run again over a listing that has no version yet.
    const migration = readFileSync(new URL('../../db/migrations/0023_releases.sql', import.meta.url), 'utf8');
    const insert = migration.slice(migration.lastIndexOf('INSERT INTO "listing_versions"'));
    await t.db.execute(sql.raw(insert.replace('FROM "listings";', `FROM "listings" WHERE "id" = '${listing.id}';`)));
    expect(await versionsOf(listing.id)).toMatchObject([
      { version: '1.0.0', sha256: null, status: 'clean', publishedAt: listing.createdAt, fileKey: listing.fileKey },
    ]);
    expect(await backfillVersions({ db: t.db, storage: t.storage })).toMatchObject({ hashed: 1, missing: 0 });
    const [version] = await versionsOf(listing.id);
    expect(version!.sha256).toBe(sha256Hex('{"legacy":1}'));
    expect(version!.files).toEqual([{ path: 'legacy.json', size: 12, sha256: sha256Hex('{"legacy":1}') }]);
    expect(await backfillVersions({ db: t.db, storage: t.storage })).toEqual({ hashed: 0, missing: 0 });
  });

  it('migration 0025 makes that 1.0.0 current before the backfill, so the listing stays listed', async () => {
    const seller = await makeSeller(t.app, t.db);
    const listing = await legacyListing(seller.userId, '{"legacy":3}');
    const migration = (name: string) => readFileSync(new URL(`../../db/migrations/${name}`, import.meta.url), 'utf8');
    const v1 = migration('0023_releases.sql');
    const insert = v1.slice(v1.lastIndexOf('INSERT INTO "listing_versions"'));
    await t.db.execute(sql.raw(insert.replace('FROM "listings";', `FROM "listings" WHERE "id" = '${listing.id}';`)));
    await t.db.execute(sql.raw(migration('0025_listings_live.sql')));
    const [row] = await t.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row!.currentVersion).toEqual({
      version: '1.0.0',
      publishedAt: listing.createdAt.toISOString(),
      sha256: '',
      fileName: 'legacy.json',
      fileSize: 12,
    });
    await backfillVersions({ db: t.db, storage: t.storage });
    const [hashed] = await t.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(hashed!.currentVersion).toMatchObject({ version: '1.0.0', sha256: sha256Hex('{"legacy":3}') });
  });

  it('gives a listing written without any version its 1.0.0 on the next pass', async () => {
    const seller = await makeSeller(t.app, t.db);
    const listing = await legacyListing(seller.userId, '{"legacy":2}');
    await backfillVersions({ db: t.db, storage: t.storage });
    expect((await versionsOf(listing.id)).map((v) => [v.version, v.sha256])).toEqual([
      ['1.0.0', sha256Hex('{"legacy":2}')],
    ]);
  });
});

describe('a big catalogue without versions', () => {
  it('gets its 1.0.0s a bounded number of listings per statement, in id order, so no statement holds the database long', async () => {
    await t.reset();
    const seller = await makeSeller(t.app, t.db);
    const legacy = [];
    for (let i = 0; i < 5; i++) legacy.push(await legacyListing(seller.userId, `{"legacy":${10 + i}}`));
    const ids = legacy.map((l) => l.id).sort();
    const versioned = async () => (await t.db.select().from(listingVersions)).map((v) => v.listingId).sort();
    const first = await insertMissingFirstVersions(t.db, { afterId: undefined, limit: 2 });
    expect([first, await versioned()]).toEqual([ids[1], ids.slice(0, 2)]);
    const second = await insertMissingFirstVersions(t.db, { afterId: first, limit: 2 });
    expect([second, await versioned()]).toEqual([ids[3], ids.slice(0, 4)]);
    // A listing that has a version already is read, and left as it is.
    const again = await insertMissingFirstVersions(t.db, { afterId: undefined, limit: 4 });
    expect([again, await versioned()]).toEqual([ids[3], ids.slice(0, 4)]);
    expect(await insertMissingFirstVersions(t.db, { afterId: second, limit: 2 })).toBe(ids[4]);
    expect(await insertMissingFirstVersions(t.db, { afterId: ids[4], limit: 2 })).toBeUndefined();
    expect(await versioned()).toEqual(ids);
    expect((await t.db.select().from(listingVersions)).every((v) => v.version === '1.0.0')).toBe(true);
  });

  it('the start-up pass walks every batch: more listings than one statement takes all get their 1.0.0', async () => {
    await t.reset();
    const seller = await makeSeller(t.app, t.db);
    const count = FIRST_VERSIONS_BATCH + 1;
    await t.db.execute(sql`
      insert into listings (user_id, title, description, platform, price_cents, file_key, file_name, file_size, file_mime)
      select ${seller.userId}, 'Legacy ' || i, 'From before versions', 'chatgpt', 500, 'agents/gone-' || i || '.json',
        'legacy.json', 2, 'application/json'
      from generate_series(1, ${count}) i`);
    await insertAllMissingFirstVersions(t.db);
    const [row] = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(distinct listing_id)::int as n from listing_versions`),
    );
    expect(row!.n).toBe(count);
  });
});

describe('creating a listing creates its first version', () => {
  const create = (cookie: { cookie: string }, fields: Record<string, string>) => {
    const body = multipart(
      {
        title: 'Versioned Bot',
        description: 'Ships in versions from day one',
        price: '5',
        platform: 'python',
        useCase: 'productivity',
        ...fields,
      },
      [{ name: 'file', filename: 'bot.py', content: 'print("v1")\n' }],
    );
    return t.app.inject({
      method: 'POST',
      url: '/api/listings',
      headers: { ...asUser(cookie), ...body.headers },
      payload: body.payload,
    });
  };

  it('is 1.0.0 unless the form gives a version, with the sha256 of the stored file, published once its scan is clean', async () => {
    const seller = await makeSeller(t.app, t.db);
    const plain = await create(seller, {});
    expect(plain.statusCode, plain.body).toBe(201);
    // Stored pending, with its scan queued in the same transaction; not live until it is clean.
    expect(await versionsOf(plain.json().id)).toMatchObject([{ status: 'pending', publishedAt: null }]);
    expect(plain.json().currentVersion).toBeNull();
    await t.app.scans.drain();
    expect(await versionsOf(plain.json().id)).toMatchObject([
      { version: '1.0.0', sha256: sha256Hex('print("v1")\n'), status: 'clean', publishedAt: expect.any(Date) },
    ]);
    const named = await create(seller, { version: 'v0.3.1' });
    expect((await versionsOf(named.json().id)).map((v) => v.version)).toEqual(['0.3.1']);
    const before = (await t.db.select().from(listings)).length;
    const refused = await create(seller, { version: '~0.3' });
    expect([refused.statusCode, refused.json().message]).toEqual([400, 'Use a version like 1.2.0']);
    expect((await t.db.select().from(listings)).length).toBe(before);
  });

  it('refuses a bad or prerelease first version under the version field, writing no listing', async () => {
    const seller = await makeSeller(t.app, t.db);
    const before = (await t.db.select().from(listings)).length;
    for (const [version, message] of [
      ['1.2', 'Use a version like 1.2.0'],
      ['>=1.0.0', 'Use a version like 1.2.0'],
      ['2.0.0-beta.1', 'The first version cannot be a prerelease. Use a version like 1.0.0.'],
    ]) {
      const res = await create(seller, { version: version! });
      expect([res.statusCode, res.json().message, res.json().fields]).toEqual([400, message, { version: message }]);
    }
    expect((await t.db.select().from(listings)).length).toBe(before);
  });
});
