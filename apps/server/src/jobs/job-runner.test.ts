import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase, type TestDatabase } from '../test/test-database';
import { createJobRunner, defineJob, type JobDefinition } from './job-runner';
import { listJobAttempts } from './job-runs.repo';

let database: TestDatabase;
/** The same database as a second app process sees it. */
let other: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  other = await database.openAnother();
});
afterAll(async () => {
  await other?.close();
  await database?.close();
});

const log = { error: vi.fn(), warn: vi.fn(), info: vi.fn() } as unknown as FastifyBaseLogger;

let jobNumber = 0;
const job = <R>(overrides: Partial<JobDefinition<R>> & Pick<JobDefinition<R>, 'run'>) =>
  defineJob<R>({
    name: `test-job-${++jobNumber}`,
    schedule: '0 0 1 1 *',
    leaseMs: 60_000,
    maxAttempts: 3,
    backoffMs: () => 1,
    ...overrides,
  });

const history = async (name: string) =>
  (await listJobAttempts(database.db, name)).sort((a, b) => a.attempt - b.attempt);

/** A promise the test settles when it chooses, to hold a job mid-run. */
const gate = () => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
};

describe('job runner', () => {
  it('runs a triggered job once more right after its current run, however many wakes came meanwhile', async () => {
    const held = gate();
    let runs = 0;
    const slow = job({
      run: async () => {
        runs += 1;
        if (runs === 1) await held.opened;
        return { done: true };
      },
    });
    const runner = createJobRunner({ db: database.db, log, jobs: [slow] });
    const first = runner.trigger(slow.name);
    await vi.waitFor(() => expect(runs).toBe(1));
    // Woken twice mid-run: the work may have come after the run looked, so one more run follows.
    const again = runner.trigger(slow.name);
    expect(runner.trigger(slow.name)).toBe(again);
    held.open();
    expect(await first).toMatchObject({ ran: true, outcome: 'succeeded' });
    expect(await again).toMatchObject({ ran: true, outcome: 'succeeded' });
    expect(runs).toBe(2);
  });

  it('retries a failing job with backoff and records every attempt with its error', async () => {
    let calls = 0;
    const flaky = job({
      run: async () => {
        calls += 1;
        if (calls < 3) throw new Error(`provider timeout ${calls}`);
        return { settled: 2 };
      },
    });
    const runner = createJobRunner({ db: database.db, log, jobs: [flaky] });

    expect(await runner.runNow(flaky.name)).toEqual({ ran: true, outcome: 'succeeded', attempts: 3 });

    const rows = await history(flaky.name);
    expect(rows.map((r) => [r.attempt, r.outcome, r.error, r.summary])).toEqual([
      [1, 'failed', 'provider timeout 1', null],
      [2, 'failed', 'provider timeout 2', null],
      [3, 'succeeded', null, { settled: 2 }],
    ]);
    for (const row of rows) expect(row.finishedAt.getTime()).toBeGreaterThanOrEqual(row.startedAt.getTime());
  });

  it('gives up after its last attempt and runs again when next due', async () => {
    let calls = 0;
    const broken = job({
      maxAttempts: 2,
      run: async () => {
        calls += 1;
        throw new Error('database away');
      },
    });
    const runner = createJobRunner({ db: database.db, log, jobs: [broken] });

    expect(await runner.runNow(broken.name)).toEqual({
      ran: true,
      outcome: 'failed',
      attempts: 2,
      error: 'database away',
    });
    expect(calls).toBe(2);
    // The lease was handed back, so the next due run is not blocked by the failed one.
    expect(await runner.runNow(broken.name)).toMatchObject({ ran: true, outcome: 'failed' });
    expect(calls).toBe(4);
    expect((await history(broken.name)).every((r) => r.outcome === 'failed' && r.error === 'database away')).toBe(true);
  });

  it('does not run a job a second process is running, and runs it once that one is done', async () => {
    const held = gate();
    let runs = 0;
    const slow = job({
      run: async () => {
        runs += 1;
        await held.opened;
        return { done: true };
      },
    });
    const first = createJobRunner({ db: database.db, log, jobs: [slow] });
    const second = createJobRunner({ db: other.db, log, jobs: [slow] });

    const running = first.runNow(slow.name);
    await vi.waitFor(() => expect(runs).toBe(1));
    expect(await second.runNow(slow.name)).toEqual({ ran: false, reason: 'leased' });
    // The same process asked again while busy does not start a second run either.
    expect(await first.runNow(slow.name)).toEqual({ ran: false, reason: 'busy' });

    held.open();
    expect(await running).toMatchObject({ ran: true, outcome: 'succeeded' });
    expect(runs).toBe(1);
    expect(await second.runNow(slow.name)).toMatchObject({ ran: true, outcome: 'succeeded' });
    expect(runs).toBe(2);
  });

  it('takes over the job of a process that stopped mid-run once its lease has run out', async () => {
    const never = new Promise<void>(() => {});
    let runs = 0;
    const stuck = job({
      leaseMs: 60_000,
      run: async () => {
        runs += 1;
        if (runs === 1) await never;
        return { done: true };
      },
    });
    const crashed = createJobRunner({ db: database.db, log, jobs: [stuck] });
    void crashed.runNow(stuck.name);
    await vi.waitFor(() => expect(runs).toBe(1));

    const soon = createJobRunner({ db: other.db, log, jobs: [stuck], now: () => new Date(Date.now() + 30_000) });
    expect(await soon.runNow(stuck.name)).toEqual({ ran: false, reason: 'leased' });
    const later = createJobRunner({ db: other.db, log, jobs: [stuck], now: () => new Date(Date.now() + 61_000) });
    expect(await later.runNow(stuck.name)).toMatchObject({ ran: true, outcome: 'succeeded' });
    expect(runs).toBe(2);
  });

  it('a process that finishes after its lease was taken over leaves the new lease in place', async () => {
    const gates = [gate(), gate()];
    let runs = 0;
    const slow = job({
      run: async () => {
        runs += 1;
        await gates[runs - 1]?.opened;
        return { done: true };
      },
    });
    const late = (ms: number) => () => new Date(Date.now() + ms);
    const overdue = createJobRunner({ db: database.db, log, jobs: [slow] }).runNow(slow.name);
    await vi.waitFor(() => expect(runs).toBe(1));
    const takenOver = createJobRunner({ db: other.db, log, jobs: [slow], now: late(61_000) }).runNow(slow.name);
    await vi.waitFor(() => expect(runs).toBe(2));

    gates[0]?.open();
    await overdue;
    const third = createJobRunner({ db: other.db, log, jobs: [slow], now: late(62_000) });
    expect(await third.runNow(slow.name)).toEqual({ ran: false, reason: 'leased' });

    gates[1]?.open();
    await takenOver;
    expect(runs).toBe(2);
  });

  it('leaves no history for a pass that found nothing to do', async () => {
    const idle = job({ run: async () => ({ sent: 0 }), isIdle: (r) => r.sent === 0 });
    const runner = createJobRunner({ db: database.db, log, jobs: [idle] });
    expect(await runner.runNow(idle.name)).toMatchObject({ ran: true, outcome: 'succeeded' });
    expect(await history(idle.name)).toEqual([]);
  });

  it('runs a job at start and on its schedule until stopped', async () => {
    let runs = 0;
    const ticking = job({
      schedule: '* * * * * *',
      atStartAfterMs: 0,
      run: async () => {
        runs += 1;
        return { runs };
      },
    });
    const runner = createJobRunner({ db: database.db, log, jobs: [ticking] });
    runner.start();
    await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(2), { timeout: 3000 });
    await runner.stop();
    const stoppedAt = runs;
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(runs).toBe(stoppedAt);
    expect(await runner.runNow(ticking.name)).toEqual({ ran: false, reason: 'stopped' });
  });

  it('stops without waiting out a retry backoff', async () => {
    let calls = 0;
    const failing = job({
      backoffMs: () => 10 * 60_000,
      run: async () => {
        calls += 1;
        throw new Error('refused');
      },
    });
    const runner = createJobRunner({ db: database.db, log, jobs: [failing] });
    const run = runner.runNow(failing.name);
    await vi.waitFor(() => expect(calls).toBe(1));
    await runner.stop();
    expect(await run).toMatchObject({ ran: true, outcome: 'failed', attempts: 1 });
    expect(calls).toBe(1);
  });
});
