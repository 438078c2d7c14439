import { execFileSync } from 'node:child_process';
import { createHash, createPublicKey, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SignedManifest, SigningKeys } from '@agentsy/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zipOf } from '../../db/demo/zip';
import { listingVersions, signingKeys } from '../../db/schema';
import { as, makeListing, makeSeller, makeUser, type Session } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { listingWithBuyers, published, sha256Hex } from './releases.fixtures';
import { createKeyring, rotateKey } from './signing-keys';

let t: TestApp;
let work: string;
beforeAll(async () => {
  t = await createTestApp();
  work = mkdtempSync(path.join(tmpdir(), 'agentsy-verify-'));
});
afterAll(async () => {
  rmSync(work, { recursive: true, force: true });
  await t?.close();
});

const get = (url: string, session?: Session) =>
  t.app.inject({ method: 'GET', url, headers: session ? as(session) : {} });
const manifestOf = async (listingId: string, version: string, session?: Session) => {
  const res = await get(`/api/listings/${listingId}/versions/${version}/manifest`, session);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SignedManifest;
};
const keys = async () => {
  const res = await get('/.well-known/agentsy-keys.json');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as SigningKeys).keys;
};
const verifies = (signed: SignedManifest, publicKeyPem: string) =>
  verify(null, Buffer.from(signed.canonical, 'utf8'), publicKeyPem, Buffer.from(signed.signature, 'base64'));
const keyOf = async (keyId: string) => (await keys()).find((k) => k.keyId === keyId)!;

describe('signed manifests', () => {
  it('signs a published version: canonical JSON with sorted keys, an Ed25519 signature the listed key verifies', async () => {
    const seller = await makeSeller(t.app, t.db);
    const listing = await makeListing(t.app, t.db, seller.userId);
    const zip = zipOf({ 'prompt.md': 'Be brief.', 'tools/run.py': 'print(1)' });
    const v = await published(
      t.app,
      seller,
      listing.id,
      { version: '1.1.0', changelog: 'Tools' },
      { filename: 'agent.zip', content: zip },
    );
    const signed = await manifestOf(listing.id, '1.1.0');
    expect(signed.manifest).toEqual({
      files: [
        { path: 'prompt.md', sha256: sha256Hex('Be brief.'), size: 9 },
        { path: 'tools/run.py', sha256: sha256Hex('print(1)'), size: 8 },
      ],
      listingId: listing.id,
      publishedAt: v.publishedAt,
      sellerId: seller.userId,
      sha256: sha256Hex(zip),
      version: '1.1.0',
    });
    expect(signed.canonical).toBe(
      `{"files":[{"path":"prompt.md","sha256":"${sha256Hex('Be brief.')}","size":9},` +
        `{"path":"tools/run.py","sha256":"${sha256Hex('print(1)')}","size":8}],` +
        `"listingId":"${listing.id}","publishedAt":"${v.publishedAt}","sellerId":"${seller.userId}",` +
        `"sha256":"${sha256Hex(zip)}","version":"1.1.0"}`,
    );
    const key = await keyOf(signed.keyId);
    expect(key).toMatchObject({ algorithm: 'Ed25519', retiredAt: null });
    // The key id is the start of the sha256 of the raw 32-byte public key.
    const raw = Buffer.from(createPublicKey(key.publicKey).export({ format: 'jwk' }).x!, 'base64url');
    expect(signed.keyId).toBe(createHash('sha256').update(raw).digest('hex').slice(0, 16));
    expect(verifies(signed, key.publicKey)).toBe(true);
    expect(verifies({ ...signed, canonical: signed.canonical.replace('1.1.0', '1.1.1') }, key.publicKey)).toBe(false);
  });

  it('verifies with nothing but openssl or node, running docs/verifying-downloads.md on the file a buyer downloads', async () => {
    const { seller, listing, buyers } = await listingWithBuyers(t.app, t.db, 1);
    await published(
      t.app,
      seller,
      listing.id,
      { version: '2.0.0', changelog: 'Big' },
      { filename: 'agent.json', content: '{"v":2}' },
    );
    const buyer = buyers[0]!;
    const list = (await get(`/api/orders/${buyer.orderId}/versions`, buyer.session)).json().versions as {
      version: string;
      downloadUrl: string;
    }[];
    const download = await get(list.find((x) => x.version === '2.0.0')!.downloadUrl, buyer.session);
    expect(download.statusCode).toBe(200);
    const manifestRes = await get(`/api/listings/${listing.id}/versions/2.0.0/manifest`);
    const file = (name: string) => path.join(work, name);
    writeFileSync(file('agent.json'), download.rawPayload);
    writeFileSync(file('manifest.json'), manifestRes.body);
    writeFileSync(file('keys.json'), (await get('/.well-known/agentsy-keys.json')).body);
    const signed = manifestRes.json() as SignedManifest;
    // The doc's own commands, as a reader would paste them.
    const doc = readFileSync(new URL('../../../../../docs/verifying-downloads.md', import.meta.url), 'utf8');
    const block = (lang: string) => doc.split(`\`\`\`${lang}\n`)[1]!.split('\n```')[0]!;
    const run = (command: string, args: string[]) => execFileSync(command, args, { cwd: work, encoding: 'utf8' });
    const out = run('bash', ['-eu', '-c', block('sh')]);
    expect(out).toContain('Signature Verified Successfully');
    expect(out).toContain(`${signed.manifest.sha256} *agent.json`);
    writeFileSync(file('verify.mjs'), block('js'));
    expect(run('node', ['verify.mjs', 'manifest.json', 'keys.json', 'agent.json'])).toBe(
      `OK: 2.0.0 of listing ${listing.id}, signed by key ${signed.keyId}\n`,
    );
    // A changed manifest does not verify; a changed file does not match.
    writeFileSync(file('manifest.txt'), signed.canonical.replace('"2.0.0"', '"2.0.1"'));
    const check = ['pkeyutl', '-verify', '-pubin', '-inkey', 'agentsy.pem', '-rawin', '-in', 'manifest.txt'];
    expect(() => run('openssl', [...check, '-sigfile', 'manifest.sig'])).toThrow();
    writeFileSync(file('agent.json'), '{"v":3}');
    expect(run('node', ['verify.mjs', 'manifest.json', 'keys.json', 'agent.json'])).toMatch(/^The file's sha256 /);
  });

  it('answers 404 for a version that is not published, not there, or of a listing that is not there', async () => {
    const seller = await makeSeller(t.app, t.db);
    const listing = await makeListing(t.app, t.db, seller.userId);
    const [pending] = await t.db
      .insert(listingVersions)
      .values({
        listingId: listing.id,
        version: '1.5.0',
        fileKey: listing.fileKey,
        fileName: 'agent.json',
        fileSize: 1,
        fileMime: 'application/json',
        sha256: sha256Hex('x'),
        files: [],
        status: 'pending',
      })
      .returning();
    for (const [url, session] of [
      [`/api/listings/${listing.id}/versions/1.5.0/manifest`, undefined],
      // Not even its seller gets one: an unpublished version has no manifest.
      [`/api/listings/${listing.id}/versions/1.5.0/manifest`, seller],
      [`/api/listings/${listing.id}/versions/9.9.9/manifest`, undefined],
      [`/api/listings/${listing.id}/versions/not-a-version/manifest`, undefined],
      ['/api/listings/00000000-0000-4000-8000-000000000000/versions/1.0.0/manifest', undefined],
      ['/api/listings/nope/versions/1.0.0/manifest', undefined],
    ] as const) {
      const res = await get(url, session);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    const [row] = await t.db.select().from(listingVersions).where(eq(listingVersions.id, pending!.id));
    expect(row).toMatchObject({ manifest: null, signature: null, signingKeyId: null });
  });

  it('keeps serving a revoked version’s manifest, so a copy installed before still verifies', async () => {
    const seller = await makeSeller(t.app, t.db);
    const listing = await makeListing(t.app, t.db, seller.userId);
    await published(t.app, seller, listing.id, { version: '1.1.0', changelog: 'Oops' });
    const before = await manifestOf(listing.id, '1.1.0');
    const revoke = await t.app.inject({
      method: 'POST',
      url: `/api/listings/${listing.id}/versions/1.1.0/revoke`,
      headers: as(seller),
      payload: { reason: 'Broken prompt' },
    });
    expect(revoke.statusCode, revoke.body).toBe(200);
    expect(await manifestOf(listing.id, '1.1.0', await makeUser(t.app, t.db))).toEqual(before);
  });
});

describe('existing versions and the keys', () => {
  it('the signing job signs every published version that has no signature, once', async () => {
    const seller = await makeSeller(t.app, t.db);
    const listing = await makeListing(t.app, t.db, seller.userId);
    // As a version published before signing existed stands.
    await t.db
      .update(listingVersions)
      .set({ manifest: null, signature: null, signingKeyId: null })
      .where(eq(listingVersions.listingId, listing.id));
    const { signed } = await t.app.releaseJobs.signVersions();
    expect(signed).toBeGreaterThanOrEqual(1);
    const [row] = await t.db.select().from(listingVersions).where(eq(listingVersions.listingId, listing.id));
    expect(row!.signature).toMatch(/^[A-Za-z0-9+/]{86}==$/);
    expect(await t.app.releaseJobs.signVersions()).toEqual({ signed: 0 });
    const signedManifest = await manifestOf(listing.id, '1.0.0');
    expect(signedManifest.manifest).toMatchObject({ version: '1.0.0', sha256: sha256Hex(listing.content) });
    expect(verifies(signedManifest, (await keyOf(signedManifest.keyId)).publicKey)).toBe(true);
  });

  it('rotating the key signs new versions with the new one and keeps the old one listed, retired, verifying', async () => {
    const seller = await makeSeller(t.app, t.db);
    const listing = await makeListing(t.app, t.db, seller.userId);
    const old = await manifestOf(listing.id, '1.0.0');
    const rotated = await rotateKey(t.db, createKeyring({ sessionSecret: t.config.sessionSecret }));
    expect(rotated).toMatchObject({ ok: true, keyId: expect.not.stringMatching(old.keyId) });
    await published(t.app, seller, listing.id, { version: '1.1.0', changelog: 'After rotation' });
    const fresh = await manifestOf(listing.id, '1.1.0');
    expect(fresh.keyId).toBe(rotated.ok && rotated.keyId);
    const listed = await keys();
    expect(listed.filter((k) => k.retiredAt === null).map((k) => k.keyId)).toEqual([fresh.keyId]);
    const retired = listed.find((k) => k.keyId === old.keyId)!;
    expect(retired.retiredAt).toEqual(expect.any(String));
    expect(verifies(await manifestOf(listing.id, '1.0.0'), retired.publicKey)).toBe(true);
    expect(verifies(fresh, retired.publicKey)).toBe(false);
  });

  it('makes one key when several requests (and processes) need the first one at once', async () => {
    await t.db.execute(sql`update listing_versions set signing_key_id = null, signature = null, manifest = null`);
    await t.db.delete(signingKeys);
    const answers = await Promise.all(Array.from({ length: 6 }, () => keys()));
    const ids = new Set(answers.flatMap((list) => list.map((k) => k.keyId)));
    expect(ids.size).toBe(1);
    expect(await t.db.select().from(signingKeys)).toHaveLength(1);
  });
});
