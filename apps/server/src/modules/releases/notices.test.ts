import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  liveEvents,
  mailOutbox,
  notifications,
  updateNoticeMutes,
  userPreferences,
  versionNoticeRuns,
} from '../../db/schema';
import { createJobRunner } from '../../jobs/job-runner';
import { claimJobLease } from '../../jobs/job-runs.repo';
import { appJobs } from '../../jobs/scheduler';
import { as } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { QueueMails } from '../mail/mail.service';
import { sendVersionNotices } from './notices';
import { listingWithBuyers, published, refundOrder, releaseCounts } from './releases.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.reset();
});

const queueMails: QueueMails = (tx, template, mails) => t.app.mail.queueMany(tx, template, mails);
const noticesOf = (versionId: string) =>
  t.db.select().from(notifications).where(eq(notifications.subjectId, versionId));
const updateMails = () => t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'product_update'));

describe('update notices', () => {
  it('publishing only records the run; the job gives every entitled buyer one notice and one mail', async () => {
    const { seller, listing, buyers } = await listingWithBuyers(t.app, t.db, 3);
    const v = await published(t.app, seller, listing.id, { version: '1.1.0', changelog: 'Fixes the **timeout**' });
    expect(await noticesOf(v.id)).toHaveLength(0);
    expect(await sendVersionNotices({ db: t.db, queueMails }, { batch: 2 })).toEqual({
      batches: 2,
      notified: 3,
      mailed: 3,
      pausedMs: 0,
    });
    const rows = await noticesOf(v.id);
    expect(rows.map((r) => r.userId).sort()).toEqual(buyers.map((b) => b.session.userId).sort());
    expect(rows[0]).toMatchObject({
      kind: 'version_published',
      data: {
        listingId: listing.id,
        listingTitle: listing.title,
        version: '1.1.0',
        changelog: 'Fixes the **timeout**',
      },
    });
    const mails = await updateMails();
    expect(mails).toHaveLength(3);
    expect(mails[0]!.subject).toBe(`${listing.title} 1.1.0 is available`);
    expect(mails[0]!.text).toContain('Fixes the **timeout**');
    // The bell's live event carries the notification exactly as the list call shows it.
    const listed = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: as(buyers[0]!.session) });
    const [event] = await t.db.select().from(liveEvents).where(eq(liveEvents.userId, buyers[0]!.session.userId));
    expect(event?.payload).toEqual({ type: 'notification', notification: listed.json().items[0], unreadCount: 1 });
    // Running again finds nothing to do.
    expect(await sendVersionNotices({ db: t.db, queueMails })).toEqual({
      batches: 0,
      notified: 0,
      mailed: 0,
      pausedMs: 0,
    });
  });

  it('sends exactly one of each after a batch dies half-way and the job runs again', async () => {
    const { seller, listing } = await listingWithBuyers(t.app, t.db, 5);
    const v = await published(t.app, seller, listing.id, { version: '1.1.0', changelog: 'x' });
    let calls = 0;
    // The process dies while writing the second batch: its transaction never commits.
    const dying: QueueMails = async (tx, template, mails) => {
      calls += 1;
      if (calls === 2) throw new Error('killed');
      return queueMails(tx, template, mails);
    };
    await expect(sendVersionNotices({ db: t.db, queueMails: dying }, { batch: 2 })).rejects.toThrow('killed');
    expect(await noticesOf(v.id)).toHaveLength(2);
    expect(await updateMails()).toHaveLength(2);
    // A retry after the runner's lease or a restart resumes at the cursor of the last committed batch.
    expect(await sendVersionNotices({ db: t.db, queueMails }, { batch: 2 })).toMatchObject({ notified: 3, mailed: 3 });
    // Even a run put back to the start writes nothing twice: notices are unique per user and version.
    await t.db.update(versionNoticeRuns).set({ cursor: null, doneAt: null });
    expect(await sendVersionNotices({ db: t.db, queueMails }, { batch: 2 })).toMatchObject({ notified: 0, mailed: 0 });
    expect(await noticesOf(v.id)).toHaveLength(5);
    expect(await updateMails()).toHaveLength(5);
  });

  it('waits after each batch while requests are busy, as long as the batch took and within the budget', async () => {
    const { seller, listing, buyers } = await listingWithBuyers(t.app, t.db, 5);
    const v = await published(t.app, seller, listing.id, { version: '1.1.0', changelog: 'x' });
    let asked = 0;
    const busy = () => {
      asked += 1;
      return true;
    };
    const startedAt = performance.now();
    const sent = await sendVersionNotices({ db: t.db, queueMails }, { batch: 2, pacing: { busy, budgetMs: 60_000 } });
    expect(sent).toMatchObject({ batches: 3, notified: 5, mailed: 5 });
    expect(asked).toBe(3);
    expect(sent.pausedMs).toBeGreaterThan(0);
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(sent.pausedMs);
    expect((await noticesOf(v.id)).map((r) => r.userId).sort()).toEqual(buyers.map((b) => b.session.userId).sort());
    expect(await updateMails()).toHaveLength(5);
    // The budget bounds the waiting of a pass; a quiet app, or a budget of 0, never waits.
    const next = (version: string) => published(t.app, seller, listing.id, { version, changelog: 'x' });
    await next('1.2.0');
    expect(
      await sendVersionNotices({ db: t.db, queueMails }, { batch: 2, pacing: { busy, budgetMs: 1 } }),
    ).toMatchObject({ notified: 5, pausedMs: 1 });
    await next('1.3.0');
    const quiet = { busy: () => false, budgetMs: 60_000 };
    expect(await sendVersionNotices({ db: t.db, queueMails }, { batch: 2, pacing: quiet })).toMatchObject({
      notified: 5,
      pausedMs: 0,
    });
    await next('1.4.0');
    expect(
      await sendVersionNotices({ db: t.db, queueMails }, { batch: 2, pacing: { busy, budgetMs: 0 } }),
    ).toMatchObject({ notified: 5, pausedMs: 0 });
  });

  it('skips muted listings, refunded orders and silent versions; "Product updates" off keeps the in-app notice only', async () => {
    const { seller, listing, buyers } = await listingWithBuyers(t.app, t.db, 4);
    const [muting, refunded, noMail, plain] = buyers as [
      (typeof buyers)[0],
      (typeof buyers)[0],
      (typeof buyers)[0],
      (typeof buyers)[0],
    ];
    const mute = await t.app.inject({
      method: 'PUT',
      url: `/api/listings/${listing.id}/update-notices`,
      headers: as(muting.session),
      payload: { enabled: false },
    });
    expect(mute.json()).toEqual({ listingId: listing.id, enabled: false });
    await refundOrder(t.db, refunded.orderId);
    await t.db.insert(userPreferences).values({ userId: noMail.session.userId, productUpdates: false });
    const silent = await published(t.app, seller, listing.id, { version: '1.0.1', changelog: 'typo', silent: 'true' });
    const loud = await published(t.app, seller, listing.id, { version: '1.1.0', changelog: 'x' });
    await sendVersionNotices({ db: t.db, queueMails });
    expect(await noticesOf(silent.id)).toHaveLength(0);
    expect((await noticesOf(loud.id)).map((r) => r.userId).sort()).toEqual(
      [noMail.session.userId, plain.session.userId].sort(),
    );
    expect((await updateMails()).map((m) => m.userId)).toEqual([plain.session.userId]);
  });

  it('refuses to mute for someone who did not buy, or with a bad body, changing nothing', async () => {
    const { listing, buyers } = await listingWithBuyers(t.app, t.db, 1);
    const { seller: stranger } = await listingWithBuyers(t.app, t.db, 0);
    const before = await releaseCounts(t.db);
    const put = (who: typeof stranger, payload: object, id = listing.id) =>
      t.app.inject({ method: 'PUT', url: `/api/listings/${id}/update-notices`, headers: as(who), payload });
    const refused = await put(stranger, { enabled: false });
    expect([refused.statusCode, refused.json().message]).toEqual([
      403,
      'Only a buyer of this agent can change its update notices.',
    ]);
    expect((await put(buyers[0]!.session, { enabled: 'no' })).statusCode).toBe(400);
    expect((await put(buyers[0]!.session, { enabled: false }, 'nope')).statusCode).toBe(404);
    expect(await releaseCounts(t.db)).toEqual(before);
    expect(await t.db.select().from(updateNoticeMutes)).toEqual([]);
  });

  it('tells buyers in-app when a version is revoked, without a mail', async () => {
    const { seller, listing, buyers } = await listingWithBuyers(t.app, t.db, 1);
    await published(t.app, seller, listing.id, { version: '1.1.0', changelog: 'x', silent: 'true' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/listings/${listing.id}/versions/1.1.0/revoke`,
      headers: as(seller),
      payload: { reason: 'Broken on Windows' },
    });
    expect(res.statusCode).toBe(200);
    await sendVersionNotices({ db: t.db, queueMails });
    const rows = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, buyers[0]!.session.userId), eq(notifications.kind, 'version_revoked')));
    expect(rows.map((r) => r.data)).toEqual([
      { listingId: listing.id, listingTitle: listing.title, version: '1.1.0', reason: 'Broken on Windows' },
    ]);
    expect(await updateMails()).toHaveLength(0);
  });

  it('a process killed during the notices holds them up for seconds, not minutes', async () => {
    const { seller, listing } = await listingWithBuyers(t.app, t.db, 2);
    const v = await published(t.app, seller, listing.id, { version: '1.1.0', changelog: 'x' });
    const killedAt = new Date();
    // The killed process had taken the job's lease and never handed it back.
    expect(await claimJobLease(t.db, 'version-notices', killedAt, 1, 'running')).toBe(true);
    const jobs = appJobs({
      db: t.db,
      log: {} as FastifyBaseLogger,
      reconcilePayments: async () => ({}) as never,
      mail: { queue: async () => false, queueMany: async () => [] },
      transport: {} as never,
      storage: {} as never,
      stalePartMs: 0,
      domains: { recheckDomains: async () => ({ checked: 0, failed: 0, removed: 0 }) },
      scans: { queueRescans: async () => ({ queued: 0 }) } as never,
      releases: {
        sendVersionNotices: (signal) => sendVersionNotices({ db: t.db, queueMails }, { signal }),
        backfillVersions: async () => ({ hashed: 0, missing: 0 }),
        signVersions: async () => ({ signed: 0 }),
        noticesOwed: () => {},
        onNoticesOwed: () => () => {},
      },
    }).filter((job) => job.name === 'version-notices');
    const log = { error: vi.fn(), warn: vi.fn(), info: vi.fn() } as unknown as FastifyBaseLogger;
    const restartedAfter = (ms: number) =>
      createJobRunner({ db: t.db, log, jobs, now: () => new Date(killedAt.getTime() + ms) }).runNow('version-notices');
    expect(await restartedAfter(1_000)).toEqual({ ran: false, reason: 'leased' });
    expect(await noticesOf(v.id)).toHaveLength(0);
    expect(await restartedAfter(20_000)).toMatchObject({ ran: true, outcome: 'succeeded' });
    expect(await noticesOf(v.id)).toHaveLength(2);
  });
});
