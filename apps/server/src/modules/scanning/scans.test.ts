import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminAuditLog, listingVersions, notifications, versionScans } from '../../db/schema';
import { as, makeAdmin, makeAdminWithoutCode, makeListing, makeSeller, makeUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { publish, releaseCounts } from '../releases/releases.fixtures';
import { ENGINE_VERSION } from './engine';
import { fakeScanner, scanOf } from './scans.fixtures';

const engine = fakeScanner();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ scanner: engine.scanner });
});
afterAll(async () => t?.close());
beforeEach(() => {
  engine.verdict = undefined;
});

const call = (session: { cookie: string } | undefined, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: session ? as(session as never) : {}, payload });

/** A seller's listing (its 1.0.0 clean from before) and a new version uploaded as `fileName`, not yet scanned. */
const uploaded = async (fileName: string, version = '1.1.0') => {
  const seller = await makeSeller(t.app, t.db);
  const listing = await makeListing(t.app, t.db, seller.userId);
  const res = await publish(
    t.app,
    seller,
    listing.id,
    { version, changelog: 'new' },
    { filename: fileName, content: '{"a":1}' },
  );
  expect(res.statusCode, res.body).toBe(201);
  return { seller, listing, version: res.json() as { id: string; sha256: string } };
};
const base = (listingId: string, version = '1.1.0') => `/api/listings/${listingId}/versions/${version}`;

describe('a new version is checked before anyone can download it', () => {
  it('is pending until its scan is clean, then published; who sees what of the result', async () => {
    const { seller, listing } = await uploaded('agent.json');
    const stranger = await makeUser(t.app, t.db);
    const pending = await scanOf(t.app, listing.id, '1.1.0', as(seller));
    expect(pending.json()).toMatchObject({ status: 'pending', finishedAt: null, findings: [], rescansLeft: 3 });
    // Someone else's pending version does not exist for them.
    expect((await scanOf(t.app, listing.id, '1.1.0', as(stranger))).statusCode).toBe(404);
    expect((await scanOf(t.app, listing.id, '1.1.0')).statusCode).toBe(404);

    expect(await t.app.scans.drain()).toBe(1);
    const full = (await scanOf(t.app, listing.id, '1.1.0', as(seller))).json();
    expect(full).toMatchObject({
      status: 'clean',
      engineVersion: ENGINE_VERSION,
      summary: { files: 1, critical: 0 },
      findings: [],
    });
    expect(full.finishedAt).toEqual(expect.any(String));
    const open = (await scanOf(t.app, listing.id, '1.1.0', as(stranger))).json();
    expect(open).toEqual({ status: 'clean', finishedAt: full.finishedAt, summary: full.summary });
    const [row] = await t.db.select().from(listingVersions).where(eq(listingVersions.id, full.versionId));
    expect(row!.publishedAt).not.toBeNull();
    const detail = (await t.app.inject({ method: 'GET', url: `/api/listings/${listing.id}` })).json();
    expect(detail.currentVersion.version).toBe('1.1.0');
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, seller.userId));
    expect(told.map((n) => [n.kind, (n.data as { status: string }).status])).toEqual([['scan_finished', 'clean']]);
  });

  it('holds a flagged version for an admin and shows its seller every finding; a blocked one is never published', async () => {
    const flagged = await uploaded('prompt-warn.json');
    const blocked = await uploaded('keys-critical.json');
    await t.app.scans.drain();
    const f = (await scanOf(t.app, flagged.listing.id, '1.1.0', as(flagged.seller))).json();
    expect(f).toMatchObject({
      status: 'flagged',
      findings: [{ ruleId: 'injection.override', severity: 'warn', file: 'prompt-warn.json', line: 3 }],
    });
    const b = (await scanOf(t.app, blocked.listing.id, '1.1.0', as(blocked.seller))).json();
    expect(b).toMatchObject({ status: 'blocked', findings: [{ severity: 'critical', evidence: 'sk-p…' }] });
    for (const v of [flagged.version, blocked.version]) {
      const [row] = await t.db.select().from(listingVersions).where(eq(listingVersions.id, v.id));
      expect(row!.publishedAt).toBeNull();
    }
    // The listing keeps its 1.0.0 as current.
    const detail = (await t.app.inject({ method: 'GET', url: `/api/listings/${flagged.listing.id}` })).json();
    expect(detail.currentVersion.version).toBe('1.0.0');
  });
});

describe('rescans', () => {
  it('queues the version again, 3 a day; the 4th answers 429 with Retry-After and changes nothing', async () => {
    const { seller, listing } = await uploaded('agent-warn.json');
    await t.app.scans.drain();
    for (let i = 0; i < 3; i += 1) {
      const res = await call(seller, `${base(listing.id)}/rescan`);
      expect(res.statusCode, res.body).toBe(202);
      expect(res.json()).toMatchObject({ status: 'pending', rescansLeft: 2 - i });
      // A second one while it is queued is refused: one scan at a time per version.
      expect((await call(seller, `${base(listing.id)}/rescan`)).statusCode).toBe(409);
      await t.app.scans.drain();
    }
    const before = await t.db.select().from(versionScans);
    const refused = await call(seller, `${base(listing.id)}/rescan`);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(86_000);
    expect(refused.json().message).toBe('A version can be scanned again 3 times a day. Please try again later.');
    expect(await t.db.select().from(versionScans)).toEqual(before);
  });

  it('is the seller’s alone: someone else gets 403 on a published version, 404 on an unpublished one', async () => {
    const { listing } = await uploaded('agent.json');
    const other = await makeSeller(t.app, t.db);
    expect((await call(other, `${base(listing.id)}/rescan`)).statusCode).toBe(404);
    await t.app.scans.drain();
    expect((await call(other, `${base(listing.id)}/rescan`)).statusCode).toBe(403);
    expect((await call(undefined, `${base(listing.id)}/rescan`)).statusCode).toBe(401);
    expect((await call(other, `${base(listing.id, '9.9.9')}/rescan`)).statusCode).toBe(404);
    expect((await call(other, `/api/listings/not-an-id/versions/1.0.0/rescan`)).statusCode).toBe(404);
  });
});

describe('appeals', () => {
  it('takes one note per blocked or flagged version; a clean version or a second appeal is refused', async () => {
    const clean = await uploaded('agent.json');
    const held = await uploaded('agent-warn.json');
    await t.app.scans.drain();
    const before = await releaseCounts(t.db);
    const refusedClean = await call(clean.seller, `${base(clean.listing.id)}/appeal`, { note: 'It is fine' });
    expect([refusedClean.statusCode, refusedClean.json().message]).toEqual([
      409,
      'Only a blocked or flagged version can be appealed.',
    ]);
    expect((await call(held.seller, `${base(held.listing.id)}/appeal`, { note: '  ' })).statusCode).toBe(400);
    expect((await call(held.seller, `${base(held.listing.id)}/appeal`, { note: 'x'.repeat(2001) })).statusCode).toBe(
      400,
    );
    expect((await call(clean.seller, `${base(held.listing.id)}/appeal`, { note: 'mine' })).statusCode).toBe(404);
    const ok = await call(held.seller, `${base(held.listing.id)}/appeal`, { note: 'The phrase is a quoted example.' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().appeal).toMatchObject({ note: 'The phrase is a quoted example.', appealedAt: expect.any(String) });
    const again = await call(held.seller, `${base(held.listing.id)}/appeal`, { note: 'Please' });
    expect([again.statusCode, again.json().message]).toEqual([
      409,
      'This version was already appealed; an admin will look at it.',
    ]);
    expect(await releaseCounts(t.db)).toEqual(before);
  });
});

describe('the admin queue and decisions', () => {
  it('lists flagged, blocked and error versions oldest first with age and appeal; clearing publishes, bound to the file seen', async () => {
    await t.reset();
    const held = await uploaded('first-warn.json');
    await t.app.scans.drain();
    const blocked = await uploaded('second-critical.json');
    await t.app.scans.drain();
    await call(held.seller, `${base(held.listing.id)}/appeal`, { note: 'Quoted example' });
    const admin = await makeAdmin(t.app, t.db);
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/scans', headers: as(admin) });
    expect(list.statusCode, list.body).toBe(200);
    const items = list.json().items;
    expect(items.map((i: { versionId: string }) => i.versionId)).toEqual([held.version.id, blocked.version.id]);
    expect(items[0]).toMatchObject({
      status: 'flagged',
      appeal: { note: 'Quoted example' },
      ageSeconds: expect.any(Number),
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/scans?status=blocked', headers: as(admin) })).json().items,
    ).toHaveLength(1);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/scans?status=clean', headers: as(admin) })).statusCode,
    ).toBe(400);

    const decide = (who: { cookie: string }, versionId: string, body: object) =>
      call(who, `/api/admin/scans/${versionId}/decision`, body);
    const item = items[0];
    const body = { decision: 'clear', note: 'Reviewed: a quoted example', sha256: item.sha256, scanId: item.scanId };
    const roleOnly = await makeAdminWithoutCode(t.app, t.db);
    // The clearing publishes 1.1.0 over 1.0.0: its buyers' notices start at once, once committed.
    let wakes = 0;
    const stopWaking = t.app.releaseJobs.onNoticesOwed(() => {
      wakes += 1;
    });
    const before = await releaseCounts(t.db);
    // Not an admin, or an admin without the access code: 403.
    expect((await decide(held.seller, item.versionId, body)).statusCode).toBe(403);
    expect((await decide(roleOnly, item.versionId, body)).statusCode).toBe(403);
    // A decision about another file, or a scan older than the version's latest, changes nothing.
    expect((await decide(admin, item.versionId, { ...body, sha256: 'a'.repeat(64) })).statusCode).toBe(409);
    expect((await decide(admin, item.versionId, { ...body, note: '' })).statusCode).toBe(400);
    expect((await decide(admin, item.versionId, { ...body, decision: 'maybe' })).statusCode).toBe(400);
    expect((await decide(admin, crypto.randomUUID(), body)).statusCode).toBe(404);
    expect(await releaseCounts(t.db)).toEqual(before);
    expect(wakes).toBe(0);

    const cleared = await decide(admin, item.versionId, body);
    stopWaking();
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(wakes).toBe(1);
    expect(cleared.json()).toMatchObject({
      status: 'clean',
      decision: { decision: 'clear', note: 'Reviewed: a quoted example' },
    });
    const detail = (await t.app.inject({ method: 'GET', url: `/api/listings/${held.listing.id}` })).json();
    expect(detail.currentVersion.version).toBe('1.1.0');
    const audit = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, item.versionId));
    expect(audit).toMatchObject([{ action: 'scan.clear', actorId: admin.userId, targetType: 'listing_version' }]);
    // Decided: it left the queue, and a second decision is refused.
    expect((await decide(admin, item.versionId, body)).statusCode).toBe(409);
    const after = (await t.app.inject({ method: 'GET', url: '/api/admin/scans', headers: as(admin) })).json().items;
    expect(after.map((i: { versionId: string }) => i.versionId)).toEqual([blocked.version.id]);
  });

  it('refuses a decision on a version rescanned since the admin looked', async () => {
    const held = await uploaded('again-warn.json');
    await t.app.scans.drain();
    const admin = await makeAdmin(t.app, t.db);
    const seen = (await t.app.inject({ method: 'GET', url: '/api/admin/scans', headers: as(admin) })).json().items;
    const item = seen.find((i: { versionId: string }) => i.versionId === held.version.id);
    await call(held.seller, `${base(held.listing.id)}/rescan`);
    await t.app.scans.drain();
    const res = await call(admin, `/api/admin/scans/${item.versionId}/decision`, {
      decision: 'clear',
      note: 'ok',
      sha256: item.sha256,
      scanId: item.scanId,
    });
    expect([res.statusCode, res.json().message]).toEqual([
      409,
      'This version was scanned again since you opened it. Reload the queue and decide again.',
    ]);
    const [row] = await t.db
      .select()
      .from(listingVersions)
      .where(and(eq(listingVersions.id, held.version.id)));
    expect([row!.status, row!.publishedAt]).toEqual(['flagged', null]);
  });
});

describe('a new listing', () => {
  it('goes live once its first version is clean, without an update notice for it', async () => {
    const { asUser, multipart } = await import('../../test/test-app');
    const seller = await makeSeller(t.app, t.db);
    const body = multipart(
      {
        title: 'Fresh agent',
        description: 'Does useful things',
        price: '5.00',
        platform: 'python',
        useCase: 'productivity',
      },
      [{ name: 'file', filename: 'bot.py', content: 'print(1)\n' }],
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/listings',
      headers: { ...asUser(seller), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().currentVersion).toBeNull();
    await t.app.scans.drain();
    const detail = (await t.app.inject({ method: 'GET', url: `/api/listings/${res.json().id}` })).json();
    expect(detail.currentVersion.version).toBe('1.0.0');
    const { versionNoticeRuns } = await import('../../db/schema');
    const [v] = await t.db.select().from(listingVersions).where(eq(listingVersions.listingId, res.json().id));
    expect(await t.db.select().from(versionNoticeRuns).where(eq(versionNoticeRuns.versionId, v!.id))).toEqual([]);
  });
});
