import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import type { MailTransport } from '../modules/mail/mail-transport';
import type { Storage } from '../storage';
import { appJobs } from './scheduler';

const jobs = appJobs({
  db: {} as Database,
  log: {} as FastifyBaseLogger,
  reconcilePayments: async () => ({ orders: 0, refunds: 0, canceled: 0, failed: 0 }) as never,
  mail: { queue: async () => {} } as never,
  transport: {} as MailTransport,
  storage: {} as Storage,
  stalePartMs: 240_000,
  releases: {} as never,
  domains: { recheckDomains: async () => ({ checked: 0, failed: 0, removed: 0 }) },
  scans: {} as never,
});

const nextRuns = (schedule: string, from: string, count: number) =>
  new Cron(schedule, { timezone: 'UTC', paused: true }).nextRuns(count, new Date(from)).map((d) => d.toISOString());

describe('app jobs', () => {
  it('each has a unique name, a valid schedule and a lease longer than its retries wait', () => {
    expect(new Set(jobs.map((j) => j.name)).size).toBe(jobs.length);
    for (const job of jobs) {
      expect(() => nextRuns(job.schedule, '2026-01-01T00:00:00Z', 1)).not.toThrow();
      const waits = Array.from({ length: job.maxAttempts - 1 }, (_, i) => job.backoffMs(i + 1));
      expect(waits.reduce((a, b) => a + b, 0)).toBeLessThan(job.leaseMs);
    }
  });

  it('reconciles payments every five minutes and at start, and checks for payouts hourly', () => {
    const byName = Object.fromEntries(jobs.map((j) => [j.name, j]));
    expect(nextRuns(byName['reconcile-payments']!.schedule, '2026-01-06T10:01:00Z', 2)).toEqual([
      '2026-01-06T10:05:00.000Z',
      '2026-01-06T10:10:00.000Z',
    ]);
    expect(byName['reconcile-payments']!.atStartAfterMs).toBe(0);
    expect(nextRuns(byName['weekly-payouts']!.schedule, '2026-01-06T10:01:00Z', 2)).toEqual([
      '2026-01-06T11:00:00.000Z',
      '2026-01-06T12:00:00.000Z',
    ]);
    expect(nextRuns(byName['mail-sender']!.schedule, '2026-01-06T10:01:01Z', 1)).toEqual(['2026-01-06T10:01:05.000Z']);
  });

  it('re-checks verified domains hourly, each one once a week, and a pass that checked none leaves no history', async () => {
    const recheck = jobs.find((j) => j.name === 'domain-recheck')!;
    expect(nextRuns(recheck.schedule, '2026-01-06T10:01:00Z', 2)).toEqual([
      '2026-01-06T10:23:00.000Z',
      '2026-01-06T11:23:00.000Z',
    ]);
    const result = await recheck.run({ now: new Date(), signal: new AbortController().signal });
    expect(recheck.isIdle?.(result)).toBe(true);
  });

  it('queues the bounded background rescans every minute, from start', () => {
    const rescans = jobs.find((j) => j.name === 'scan-rescans')!;
    expect(nextRuns(rescans.schedule, '2026-01-06T10:01:30Z', 2)).toEqual([
      '2026-01-06T10:02:00.000Z',
      '2026-01-06T10:03:00.000Z',
    ]);
    expect(rescans.atStartAfterMs).toBe(0);
  });

  it('sends the model notices hourly, and a pass that sent none is idle', () => {
    const notices = jobs.find((j) => j.name === 'model-notices')!;
    expect(nextRuns(notices.schedule, '2026-01-06T10:01:00Z', 2)).toEqual([
      '2026-01-06T10:37:00.000Z',
      '2026-01-06T11:37:00.000Z',
    ]);
    expect(notices.isIdle?.({ batches: 0, sellers: 0, buyers: 0, mailed: 0 })).toBe(true);
    expect(notices.isIdle?.({ batches: 1, sellers: 0, buyers: 2, mailed: 1 })).toBe(false);
  });
});
