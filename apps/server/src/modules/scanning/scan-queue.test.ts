import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listingVersions, mailOutbox, notifications, versionScans } from '../../db/schema';
import { as, makeListing, makeSeller, makeUser } from '../../test/factories';
import { buy } from '../../test/payments-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createDownloadLinks } from '../orders/download-links';
import { publish } from '../releases/releases.fixtures';
import { ENGINE_VERSION } from './engine';
import { SCAN_BACKOFF_MS, SCAN_LEASE_MS } from './scan-worker';
import { fakeScanner } from './scans.fixtures';
import { claimNextScan, finishScan } from './scans.repo';

const engine = fakeScanner();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ scanner: engine.scanner });
});
afterAll(async () => t?.close());
beforeEach(async () => {
  engine.verdict = undefined;
  await t.reset();
});

const uploaded = async (fileName: string) => {
  const seller = await makeSeller(t.app, t.db);
  const listing = await makeListing(t.app, t.db, seller.userId);
  const res = await publish(
    t.app,
    seller,
    listing.id,
    { version: '1.1.0', changelog: 'c' },
    { filename: fileName, content: '{}' },
  );
  expect(res.statusCode, res.body).toBe(201);
  return { seller, listing, versionId: res.json().id as string };
};
const scansOf = (versionId: string) => t.db.select().from(versionScans).where(eq(versionScans.versionId, versionId));
const statusOf = async (versionId: string) =>
  (await t.db.select().from(listingVersions).where(eq(listingVersions.id, versionId)))[0]!;
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

describe('the scan queue', () => {
  it('survives a worker that dies mid-scan: its lease runs out, another claims the job, and exactly one result is kept', async () => {
    const { versionId } = await uploaded('agent.json');
    const now = new Date();
    // A worker claims the job and dies before writing anything.
    const lost = await claimNextScan(t.db, { now, leaseMs: SCAN_LEASE_MS, worker: 'dead-worker' });
    expect(lost?.versionId).toBe(versionId);
    // While its lease holds, nobody else takes the job.
    expect(await t.app.scans.runOnce(at(now, SCAN_LEASE_MS - 1000))).toBe(false);
    expect(await t.app.scans.runOnce(at(now, SCAN_LEASE_MS + 1000))).toBe(true);
    // The dead worker coming back cannot write a second result.
    const late = await finishScan(t.db, {
      id: lost!.id,
      worker: 'dead-worker',
      now: new Date(),
      engineVersion: ENGINE_VERSION,
      status: 'blocked',
      result: null,
    });
    expect(late).toBeUndefined();
    const rows = await scansOf(versionId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'clean', attempts: 2, finishedAt: expect.any(Date) });
    expect((await statusOf(versionId)).status).toBe('clean');
  });

  it('retries a failing scan 3 times with growing waits, then ends in error in the admin queue', async () => {
    const { versionId } = await uploaded('agent-throw.json');
    let now = new Date();
    expect(await t.app.scans.runOnce(now)).toBe(true);
    for (const wait of SCAN_BACKOFF_MS) {
      // Not before its backoff is over.
      expect(await t.app.scans.runOnce(at(now, wait - 1000))).toBe(false);
      now = at(now, wait + 1);
      expect(await t.app.scans.runOnce(now)).toBe(true);
    }
    const [row] = await scansOf(versionId);
    expect(row).toMatchObject({ status: 'error', attempts: 4, lastError: 'the engine crashed' });
    expect(await statusOf(versionId)).toMatchObject({ status: 'error', publishedAt: null });
    const { makeAdmin } = await import('../../test/factories');
    const admin = await makeAdmin(t.app, t.db);
    const queue = await t.app.inject({ method: 'GET', url: '/api/admin/scans?status=error', headers: as(admin) });
    expect(queue.json().items.map((i: { versionId: string }) => i.versionId)).toEqual([versionId]);
  });

  it('gives each scan to exactly one of two processes draining the queue at once', async () => {
    const ids = [];
    for (let i = 0; i < 4; i += 1) ids.push((await uploaded(`agent-${i}.json`)).versionId);
    const second = await t.startAnotherApp();
    const [a, b] = await Promise.all([t.app.scans.drain(), second.scans.drain()]);
    expect(a + b).toBe(4);
    const rows = await t.db.select().from(versionScans);
    expect(rows.map((r) => [r.attempts, r.status])).toEqual(ids.map(() => [1, 'clean']));
  });

  it('scans every older file once, a bounded number a minute', async () => {
    const seller = await makeSeller(t.app, t.db);
    for (let i = 0; i < 3; i += 1) await makeListing(t.app, t.db, seller.userId);
    expect(await t.app.scans.queueRescans()).toEqual({ queued: 3 });
    const rows = await t.db.select().from(versionScans);
    expect(rows.map((r) => r.reason)).toEqual(['backfill', 'backfill', 'backfill']);
    expect(await t.app.scans.drain()).toBe(3);
    // Scanned by this engine: nothing left to queue.
    expect(await t.app.scans.queueRescans()).toEqual({ queued: 0 });
  });
});

describe('a new engine version', () => {
  it('rescans published versions at a bounded rate and withdraws one that now blocks, telling its downloaders and seller', async () => {
    const seller = await makeSeller(t.app, t.db);
    const listing = await makeListing(t.app, t.db, seller.userId);
    const others = [await makeListing(t.app, t.db, seller.userId), await makeListing(t.app, t.db, seller.userId)];
    const downloader = await makeUser(t.app, t.db);
    const order = await buy(t.app, downloader, listing.id);
    const link = `${order.downloadUrl}?token=${order.downloadToken}`;
    const first = await t.app.inject({ method: 'GET', url: link, headers: as(downloader) });
    expect(first.statusCode).toBe(200);
    const buyerOnly = await makeUser(t.app, t.db);
    await buy(t.app, buyerOnly, listing.id);
    await t.app.scans.queueRescans();
    await t.app.scans.drain();
    // Those scans ran on an older engine.
    await t.db.update(versionScans).set({ engineVersion: '0' });

    // The new engine finds a key in every file; 2 a minute are queued.
    engine.verdict = 'critical';
    const rescans = t.config.scan.rescansPerMinute;
    t.config.scan.rescansPerMinute = 2;
    try {
      expect(await t.app.scans.queueRescans()).toEqual({ queued: 2 });
      expect(await t.app.scans.queueRescans()).toEqual({ queued: 1 });
    } finally {
      t.config.scan.rescansPerMinute = rescans;
    }
    await t.app.scans.drain();

    const [version] = await t.db.select().from(listingVersions).where(eq(listingVersions.listingId, listing.id));
    expect(version).toMatchObject({ status: 'blocked', revokedAt: expect.any(Date) });
    const again = await t.app.inject({ method: 'GET', url: link, headers: as(downloader) });
    expect([again.statusCode, again.json().message]).toEqual([
      410,
      'Version 1.0.0 was withdrawn: a security check found a problem in its file',
    ]);
    const detail = (await t.app.inject({ method: 'GET', url: `/api/listings/${listing.id}` })).json();
    expect(detail.currentVersion).toBeNull();
    // Its own per-version link answers the same.
    const perVersion = createDownloadLinks(t.config.sessionSecret).issueVersion(order.id, '1.0.0');
    expect((await t.app.inject({ method: 'GET', url: perVersion, headers: as(downloader) })).statusCode).toBe(410);
    const told = await t.db.select().from(notifications).where(eq(notifications.kind, 'version_blocked'));
    // The seller of all three and the one buyer who downloaded; not the buyer who never did.
    const byUser = told.filter((n) => n.subjectId === version!.id).map((n) => n.userId);
    expect(byUser.sort()).toEqual([downloader.userId, seller.userId].sort());
    expect(told.filter((n) => n.userId === seller.userId)).toHaveLength(1 + others.length);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'versionBlocked'));
    expect(mails.map((m) => m.userId)).toContain(downloader.userId);
    expect(mails.map((m) => m.userId)).not.toContain(buyerOnly.userId);
    // Withdrawn versions are not rescanned again.
    expect(await t.app.scans.queueRescans()).toEqual({ queued: 0 });
  });
});
