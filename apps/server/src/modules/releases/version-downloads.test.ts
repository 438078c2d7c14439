import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zipOf } from '../../db/demo/zip';
import { orderVersionDownloads } from '../../db/schema';
import { as, makeSeller, makeUser, type Session } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { listingWithBuyers, published, refundOrder, releaseCounts } from './releases.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const get = (s: Session | undefined, url: string) => t.app.inject({ method: 'GET', url, headers: s ? as(s) : {} });
const digestOf = (bytes: Buffer) => `sha-256=:${createHash('sha256').update(bytes).digest('base64')}:`;

type OrderVersion = { version: string; sha256: string; revoked: boolean; downloadUrl: string | null };
type OrderVersions = { updateNoticesEnabled: boolean; lastDownloadedVersion: string | null; versions: OrderVersion[] };

describe('versions of an order', () => {
  it('lists every published version with its own signed link; each download carries a matching Repr-Digest', async () => {
    const { seller, listing, buyers } = await listingWithBuyers(t.app, t.db, 1);
    const buyer = buyers[0]!;
    await published(
      t.app,
      seller,
      listing.id,
      { version: '1.1.0', changelog: 'New prompt' },
      { filename: 'agent.json', content: '{"v":"1.1"}' },
    );
    const res = await get(buyer.session, `/api/orders/${buyer.orderId}/versions`);
    expect(res.statusCode, res.body).toBe(200);
    const versions = (res.json() as OrderVersions).versions;
    expect(versions.map((v) => [v.version, v.revoked])).toEqual([
      ['1.1.0', false],
      ['1.0.0', false],
    ]);
    const bodies: Buffer[] = [];
    for (const v of versions) {
      const file = await get(buyer.session, v.downloadUrl!);
      expect(file.statusCode, file.body).toBe(200);
      expect(file.headers['repr-digest']).toBe(digestOf(file.rawPayload));
      expect(createHash('sha256').update(file.rawPayload).digest('hex')).toBe(v.sha256);
      bodies.push(file.rawPayload);
    }
    expect(bodies[0]!.toString()).toBe('{"v":"1.1"}');
    expect(bodies[1]!.equals(bodies[0]!)).toBe(false);
    // The order's own link serves the current version, with its digest too.
    const order = (await get(buyer.session, '/api/orders')).json()[0];
    const current = await get(buyer.session, `${order.downloadUrl}?token=${order.downloadToken}`);
    expect(current.body).toBe('{"v":"1.1"}');
    expect(current.headers['repr-digest']).toBe(digestOf(current.rawPayload));
  });

  it('refuses a tampered token, another buyer, a refunded order and answers 410 with the reason for a revoked version', async () => {
    const { seller, listing, buyers } = await listingWithBuyers(t.app, t.db, 2);
    const [buyer, refunded] = buyers as [(typeof buyers)[0], (typeof buyers)[0]];
    await published(t.app, seller, listing.id, { version: '1.1.0', changelog: 'x' });
    const link = ((await get(buyer.session, `/api/orders/${buyer.orderId}/versions`)).json() as OrderVersions)
      .versions[0]!.downloadUrl!;
    const tampered = link.replace(/token=(\d+)\.(.)/, (_m, exp, c) => `token=${exp}.${c === 'A' ? 'B' : 'A'}`);
    const otherVersion = link.replace('/versions/1.1.0', '/versions/1.0.0');
    const stranger = await makeUser(t.app, t.db);
    const cases: [Session | undefined, string, number, string][] = [
      [buyer.session, tampered, 403, 'This download link is not valid.'],
      [buyer.session, otherVersion, 403, 'This download link is not valid.'],
      [buyer.session, link.replace(/\?token=.*/, '?token=1.abc'), 403, 'This download link is not valid.'],
      [stranger, link, 403, 'You do not have access to this download.'],
      [buyer.session, link.replace('?token', '?nope'), 400, 'A download token is required.'],
    ];
    for (const [who, url, status, message] of cases) {
      const res = await get(who, url);
      expect(res.statusCode, url).toBe(status);
      expect(res.json().message).toBe(message);
    }
    expect((await get(undefined, link)).statusCode).toBe(401);
    await refundOrder(t.db, refunded.orderId);
    expect((await get(refunded.session, `/api/orders/${refunded.orderId}/versions`)).statusCode).toBe(403);
    expect((await get(stranger, `/api/orders/${buyer.orderId}/versions`)).statusCode).toBe(403);

    const revoked = await t.app.inject({
      method: 'POST',
      url: `/api/listings/${listing.id}/versions/1.1.0/revoke`,
      headers: as(seller),
      payload: { reason: 'It deletes files' },
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    const gone = await get(buyer.session, link);
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toMatchObject({
      code: 'VERSION_REVOKED',
      message: 'Version 1.1.0 was withdrawn: It deletes files',
    });
    const listed = ((await get(buyer.session, `/api/orders/${buyer.orderId}/versions`)).json() as OrderVersions)
      .versions;
    expect(listed[0]).toMatchObject({ version: '1.1.0', revoked: true, downloadUrl: null });
    // The current version moved down to 1.0.0; the order's own link serves it.
    const order = (await get(buyer.session, '/api/orders')).json().find((o: { id: string }) => o.id === buyer.orderId);
    const current = await get(buyer.session, `${order.downloadUrl}?token=${order.downloadToken}`);
    expect(current.statusCode).toBe(200);
    expect(current.headers['repr-digest']).toBe(
      `sha-256=:${Buffer.from(listed[1]!.sha256, 'hex').toString('base64')}:`,
    );
  });
});

describe('what an order answers beside its versions', () => {
  const versionsOf = async (buyer: { session: Session; orderId: string }) =>
    (await get(buyer.session, `/api/orders/${buyer.orderId}/versions`)).json() as OrderVersions;
  const downloadsOf = (orderId: string) =>
    t.db.select().from(orderVersionDownloads).where(eq(orderVersionDownloads.orderId, orderId));

  it('says whether update notices are on and which version the order downloaded last, by either link', async () => {
    const { seller, listing, buyers } = await listingWithBuyers(t.app, t.db, 1);
    const buyer = buyers[0]!;
    await published(t.app, seller, listing.id, { version: '1.1.0', changelog: 'Faster' });
    const fresh = await versionsOf(buyer);
    expect([fresh.updateNoticesEnabled, fresh.lastDownloadedVersion]).toEqual([true, null]);
    const old = fresh.versions.find((v) => v.version === '1.0.0')!;
    expect((await get(buyer.session, old.downloadUrl!)).statusCode).toBe(200);
    expect((await versionsOf(buyer)).lastDownloadedVersion).toBe('1.0.0');

    const muted = await t.app.inject({
      method: 'PUT',
      url: `/api/listings/${listing.id}/update-notices`,
      headers: as(buyer.session),
      payload: { enabled: false },
    });
    expect(muted.statusCode, muted.body).toBe(200);
    // The order's own link serves the current version, 1.1.0, and counts as its download.
    const order = (await get(buyer.session, '/api/orders')).json()[0];
    expect((await get(buyer.session, `${order.downloadUrl}?token=${order.downloadToken}`)).statusCode).toBe(200);
    const after = await versionsOf(buyer);
    expect([after.updateNoticesEnabled, after.lastDownloadedVersion]).toEqual([false, '1.1.0']);
    // Going back to 1.0.0 makes it the last one again; still one row per order and version.
    expect((await get(buyer.session, old.downloadUrl!)).statusCode).toBe(200);
    expect((await versionsOf(buyer)).lastDownloadedVersion).toBe('1.0.0');
    expect(await downloadsOf(buyer.orderId)).toHaveLength(2);
  });

  it('records no download for a refused or revoked link', async () => {
    const { seller, listing, buyers } = await listingWithBuyers(t.app, t.db, 1);
    const buyer = buyers[0]!;
    await published(t.app, seller, listing.id, { version: '1.1.0', changelog: 'x' });
    const link = (await versionsOf(buyer)).versions[0]!.downloadUrl!;
    expect((await get(buyer.session, link.replace(/\?token=.*/, '?token=1.abc'))).statusCode).toBe(403);
    await t.app.inject({
      method: 'POST',
      url: `/api/listings/${listing.id}/versions/1.1.0/revoke`,
      headers: as(seller),
      payload: { reason: 'Broken' },
    });
    expect((await get(buyer.session, link)).statusCode).toBe(410);
    expect(await downloadsOf(buyer.orderId)).toEqual([]);
    expect((await versionsOf(buyer)).lastDownloadedVersion).toBeNull();
  });
});

describe('diff between two versions', () => {
  it('names added, removed, changed and unchanged zip members with a unified patch for changed text', async () => {
    const { seller, listing, buyers } = await listingWithBuyers(t.app, t.db, 1);
    const one = zipOf({ 'main.py': 'a = 1\nb = 2\n', 'old.txt': 'bye\n', 'same.md': '# same\n' });
    const two = zipOf({ 'main.py': 'a = 1\nb = 3\n', 'new.txt': 'hi\n', 'same.md': '# same\n' });
    await published(
      t.app,
      seller,
      listing.id,
      { version: '2.0.0', changelog: 'zip' },
      { filename: 'a.zip', content: one },
    );
    await published(
      t.app,
      seller,
      listing.id,
      { version: '2.1.0', changelog: 'zip' },
      { filename: 'a.zip', content: two },
    );
    const res = await get(buyers[0]!.session, `/api/listings/${listing.id}/versions/2.0.0/diff/v2.1.0`);
    expect(res.statusCode, res.body).toBe(200);
    const diff = res.json();
    expect(diff.from).toBe('2.0.0');
    expect(diff.to).toBe('2.1.0');
    expect(diff.files.map((f: { path: string; change: string }) => `${f.path}:${f.change}`)).toEqual([
      'main.py:changed',
      'new.txt:added',
      'old.txt:removed',
      'same.md:unchanged',
    ]);
    expect(diff.files[0].patch).toContain('-b = 2\n+b = 3');
  });

  it('is refused to anyone not entitled, and for versions that do not exist', async () => {
    const { seller, listing, buyers } = await listingWithBuyers(t.app, t.db, 1);
    await published(t.app, seller, listing.id, { version: '1.1.0', changelog: 'x' });
    const other = await makeSeller(t.app, t.db);
    const before = await releaseCounts(t.db);
    const url = `/api/listings/${listing.id}/versions/1.0.0/diff/1.1.0`;
    expect((await get(undefined, url)).statusCode).toBe(401);
    const refused = await get(other, url);
    expect([refused.statusCode, refused.json().message]).toEqual([
      403,
      'Only the seller, an admin or a buyer of this agent can compare versions.',
    ]);
    await refundOrder(t.db, buyers[0]!.orderId);
    expect((await get(buyers[0]!.session, url)).statusCode).toBe(403);
    expect((await get(seller, `/api/listings/${listing.id}/versions/1.0.0/diff/^1.1`)).statusCode).toBe(404);
    expect((await get(seller, `/api/listings/${listing.id}/versions/1.0.0/diff/9.0.0`)).statusCode).toBe(404);
    expect((await get(seller, url)).statusCode).toBe(200);
    expect(await releaseCounts(t.db)).toEqual(before);
  });
});
