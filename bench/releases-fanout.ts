/**
 * Update notices for 10,000 buyers of one listing, on PostgreSQL (the app in its own process, its
 * jobs on, as in production):
 *   bash scripts/scratch-postgres.sh bash -c 'export DATABASE_URL=$TEST_DATABASE_URL; npx tsx bench/releases-fanout.ts'
 * Each round, in turn: browse idle; publish a version and browse while its notices go out; publish
 * another and kill -9 the app once half the buyers have theirs, start it again and count.
 * FANOUT_ROUNDS (3), FANOUT_IDLE_S (5, the idle browse), FANOUT_BUYERS (10,000), DATABASE_POOL_SIZE (4).
 * FANOUT_SETTINGS compares app settings in one run: "DATABASE_JOBS_POOL_SIZE=0 NOTICES_PACING_MS=0;
 * NOTICES_PACING_MS=0;" does idle browse and fan-out with the first settings, then the second, then
 * the defaults, each round (the app restarted in between); the kill -9 runs once a round, on the last.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../apps/server/src/db/rows';
import { load } from './load';
import { openBenchDatabase } from './open-database';
import { publishVersion, RELEASE_BUYERS, seedReleaseBuyers } from './seed-release-buyers';
import { startServer, stopServer } from './server-process';

if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL must name a PostgreSQL database');
const ROUNDS = Number(process.env.FANOUT_ROUNDS ?? 3);
const IDLE_S = Number(process.env.FANOUT_IDLE_S ?? 5);
const PORT = 3995;
const origin = `http://127.0.0.1:${PORT}`;
const BROWSE = ['/api/listings'];
const appEnv = {
  DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE ?? '4',
  // Uncached, so every browse call reaches the database the notices are written to.
  LISTINGS_CACHE_MS: '0',
  AUTH_RATE_LIMIT: 'false',
  PUBLIC_URL: origin,
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'agentsy-bench-fanout-')),
};
const SETTINGS = process.env.FANOUT_SETTINGS?.split(';').map((s) => s.trim()) ?? [''];
let settings = SETTINGS.at(-1)!;
const envOf = (line: string) =>
  Object.fromEntries(
    line
      .split(/\s+/)
      .filter(Boolean)
      .map((pair) => pair.split('=') as [string, string]),
  );
const startApp = () => startServer('apps/server/src/main.ts', PORT, { ...appEnv, ...envOf(settings) });

const { db, close } = await openBenchDatabase();
let app = await startApp();
const { cookie, listing } = await seedReleaseBuyers(db, origin).catch(async (error: unknown) => {
  await stopServer(app);
  throw error;
});

const runOf = async (versionId: string) =>
  rowsOf<{ notified: number; done: boolean }>(
    await db.execute(sql`select notified, done_at is not null as done
      from version_notice_runs where version_id = ${versionId}`),
  )[0];

/** Asks every 20 ms until `check` holds; throws after `timeoutMs`. */
const waitFor = async (what: string, check: () => Promise<boolean>, timeoutMs: number) => {
  const deadline = performance.now() + timeoutMs;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await delay(20);
  }
};

/** Notifications and queued mails of a version, and how many distinct buyers each reached. */
const countsOf = async (versionId: string, version: string) =>
  rowsOf<{ notices: number; noticeBuyers: number; mails: number; mailBuyers: number; jobMs: number }>(
    await db.execute(sql`
      with n as (select user_id, created_at from notifications where subject_id = ${versionId}),
           m as (select user_id from mail_outbox
                 where template = 'versionPublished' and subject = ${`${listing.title} ${version} is available`})
      select (select count(*)::int from n) as "notices", (select count(distinct user_id)::int from n) as "noticeBuyers",
             (select count(*)::int from m) as "mails", (select count(distinct user_id)::int from m) as "mailBuyers",
             -- the first batch's transaction start to the last batch's commit
             round(extract(epoch from (select done_at from version_notice_runs where version_id = ${versionId})
                   - (select min(created_at) from n)) * 1000)::int as "jobMs"`),
  )[0]!;

let versions = rowsOf<{ n: number }>(
  await db.execute(sql`select count(*)::int as n from listing_versions where listing_id = ${listing.id}`),
)[0]!.n;
const nextVersion = () => `1.${versions++}.0`;
const exact = (c: Awaited<ReturnType<typeof countsOf>>) =>
  [c.notices, c.noticeBuyers, c.mails, c.mailBuyers].every((n) => n === RELEASE_BUYERS);

const fanOut = async (round: number, idleP95: number) => {
  const version = nextVersion();
  const sentAt = performance.now();
  const versionId = await publishVersion(origin, cookie, listing.id, version);
  const publishMs = performance.now() - sentAt;
  await waitFor('the first notices', async () => ((await runOf(versionId))?.notified ?? 0) > 0, 30_000);
  const startedMs = performance.now() - sentAt;
  let queuedMs = 0;
  const done = waitFor('all notices', async () => (await runOf(versionId))?.done === true, 120_000).then(() => {
    queuedMs = performance.now() - sentAt;
  });
  const during = await load({ origin, paths: BROWSE, durationS: 120, until: done });
  await done;
  const counts = await countsOf(versionId, version);
  const ratio = during.p95ms / idleP95;
  console.log(
    JSON.stringify({
      round,
      run: 'fan-out',
      settings,
      version,
      publishMs,
      startedMs,
      queuedMs,
      ...counts,
      exact: exact(counts),
    }),
  );
  console.log(
    JSON.stringify({
      round,
      run: 'browse during fan-out',
      settings,
      ...during,
      p95VsIdle: Math.round(ratio * 100) / 100,
    }),
  );
};

const exited = (child: ChildProcess) => new Promise((resolve) => child.once('exit', resolve));

const killHalfWay = async (round: number) => {
  const version = nextVersion();
  const versionId = await publishVersion(origin, cookie, listing.id, version);
  await waitFor(
    'half of the notices',
    async () => ((await runOf(versionId))?.notified ?? 0) >= RELEASE_BUYERS / 2,
    60_000,
  );
  app.removeAllListeners('exit');
  const gone = exited(app);
  app.kill('SIGKILL');
  await gone;
  const atKill = (await runOf(versionId))!;
  const restartedAt = performance.now();
  app = await startApp();
  await waitFor('the rest of the notices', async () => (await runOf(versionId))?.done === true, 600_000);
  const resumedMs = performance.now() - restartedAt;
  const counts = await countsOf(versionId, version);
  console.log(
    JSON.stringify({
      round,
      run: 'kill -9',
      version,
      notifiedAtKill: atKill.notified,
      resumedMs,
      ...counts,
      exact: exact(counts),
    }),
  );
};

try {
  await load({ origin, paths: BROWSE, durationS: 2 }); // warm-up
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const next of SETTINGS) {
      if (next !== settings) {
        await stopServer(app);
        settings = next;
        app = await startApp();
        await load({ origin, paths: BROWSE, durationS: 2 }); // warm-up
      }
      const idle = await load({ origin, paths: BROWSE, durationS: IDLE_S });
      console.log(JSON.stringify({ round, run: 'browse idle', settings, ...idle }));
      await fanOut(round, idle.p95ms);
    }
    await killHalfWay(round);
  }
} finally {
  await stopServer(app);
  await close();
}
