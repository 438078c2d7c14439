import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifications } from '../../db/schema';
import { createJobRunner, type JobRunOutcome } from '../../jobs/job-runner';
import { appJobs, type SchedulerDeps, wakeNoticesOnPublish } from '../../jobs/scheduler';
import { createTestApp, type TestApp } from '../../test/test-app';
import { listingWithBuyers, published } from './releases.fixtures';

let t: TestApp;
beforeAll(async () => {
  // The pause is off by default (decision 078); this file checks it is handed through when on.
  t = await createTestApp({ config: { noticesPacingMs: 1000 } });
});
afterAll(async () => t?.close());

const noticesOf = (versionId: string) =>
  t.db.select().from(notifications).where(eq(notifications.subjectId, versionId));

/** The app's notices job alone; the other jobs' dependencies are never called. */
const noticesJobs = (on: Pick<SchedulerDeps, 'jobsDb' | 'requestsBusy'> = {}) =>
  appJobs({
    db: t.db,
    log: {} as FastifyBaseLogger,
    reconcilePayments: async () => ({}) as never,
    mail: { queue: async () => false, queueMany: async () => [] } as never,
    transport: {} as never,
    storage: {} as never,
    stalePartMs: 0,
    domains: { recheckDomains: async () => ({ checked: 0, failed: 0, removed: 0 }) },
    scans: { queueRescans: async () => ({ queued: 0 }) } as never,
    releases: t.app.releaseJobs,
    ...on,
  }).filter((job) => job.name === 'version-notices');

describe('waking the notices job', () => {
  it('a publish owing notices starts the job in this process at once, not at its next tick', async () => {
    const { seller, listing, buyers } = await listingWithBuyers(t.app, t.db, 2);
    const jobs = noticesJobs();
    const log = { error: vi.fn(), warn: vi.fn(), info: vi.fn() } as unknown as FastifyBaseLogger;
    // Never started: no tick runs it, only the wake.
    const runner = createJobRunner({ db: t.db, log, jobs });
    const runs: { name: string; outcome: Promise<JobRunOutcome> }[] = [];
    const stop = wakeNoticesOnPublish(
      {
        trigger: (name) => {
          const outcome = runner.trigger(name);
          runs.push({ name, outcome });
          return outcome;
        },
      },
      t.app.releaseJobs,
    );
    try {
      // A silent version owes no notices, so nothing is woken.
      await published(t.app, seller, listing.id, { version: '1.0.1', changelog: 'x', silent: 'true' });
      expect(runs).toHaveLength(0);
      const v = await published(t.app, seller, listing.id, { version: '1.1.0', changelog: 'x' });
      expect(runs.map((r) => r.name)).toEqual(['version-notices']);
      expect(await runs[0]!.outcome).toMatchObject({ ran: true, outcome: 'succeeded' });
      expect((await noticesOf(v.id)).map((r) => r.userId).sort()).toEqual(buyers.map((b) => b.session.userId).sort());
    } finally {
      stop();
    }
  });

  it("the job runs on the fan-out's own connections when it has them, and pauses while requests are busy", async () => {
    const { seller, listing, buyers } = await listingWithBuyers(t.app, t.db, 3);
    const v = await published(t.app, seller, listing.id, { version: '1.2.0', changelog: 'x' });
    // The same database, seen through a handle that counts the transactions begun on it.
    let transactions = 0;
    const jobsDb = new Proxy(t.db, {
      get: (target, key, receiver) => {
        if (key === 'transaction') transactions += 1;
        return Reflect.get(target, key, receiver);
      },
    });
    const [job] = noticesJobs({ jobsDb, requestsBusy: () => true });
    const sent = await job!.run({ now: new Date(), signal: new AbortController().signal });
    expect(sent).toMatchObject({ notified: 3 });
    expect((sent as { pausedMs: number }).pausedMs).toBeGreaterThan(0);
    // One batch with the three buyers, then one that finds no open run left.
    expect(transactions).toBe(2);
    expect((await noticesOf(v.id)).map((r) => r.userId).sort()).toEqual(buyers.map((b) => b.session.userId).sort());
  });
});
