/**
 * How cost grows with the catalogue: the same five reads at each GROWTH_SIZES catalogue size
 * (default 100,000 and 1,000,000 listings, one database each on the same PostgreSQL server),
 * measured in alternating rounds (100k, 1M, 100k, 1M, ...) so the machine's drift shows.
 *   bash scripts/scratch-postgres.sh npx tsx bench/growth.ts
 * Each database is seeded by seed-growth.ts the first time (a database that has listings is kept).
 * Per size and round: the app (apps/server/src/main.ts, its own process, response cache off,
 * pool of 4) answers page 1, `search=chatbot`, `chatbto` (typo) and listing detail (500 ids
 * spread over the catalogue, in turn) to 20 connections for BENCH_SECONDS after 2 s of warm-up;
 * then the three leaderboards' uncached service calls run one at a time (GROWTH_BOARD_RUNS).
 * The app's and the database server's CPU seconds per request are read from /proc.
 */
import { spawnSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres } from '../apps/server/src/db/client';
import { rowsOf } from '../apps/server/src/db/rows';
import { createLeaderboardService } from '../apps/server/src/modules/leaderboard/leaderboard.service';
import { load } from './load';
import { cpuSecondsOf, loadAverage, pidInFile, treeCpuSecondsOf } from './proc-cpu';
import { startServer, stopServer } from './server-process';

const BASE_URL = process.env.GROWTH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (!BASE_URL) throw new Error('Set TEST_DATABASE_URL (scripts/scratch-postgres.sh does) or GROWTH_DATABASE_URL.');
const SIZES = (process.env.GROWTH_SIZES ?? '100000,1000000').split(',').map(Number);
const ROUNDS = Number(process.env.GROWTH_ROUNDS ?? 2);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const BOARD_RUNS = Number(process.env.GROWTH_BOARD_RUNS ?? 30);
const CASES = ['page 1', 'search', 'typo', 'detail', 'weeklySellers', 'topRatedAgents', 'weeklyInviters'] as const;
type Case = (typeof CASES)[number];

const urlOf = (size: number) => {
  const u = new URL(BASE_URL);
  u.pathname = `/growth_${size}`;
  return u.toString();
};
const label = (size: number) => (size >= 1_000_000 ? `${size / 1_000_000}M` : `${size / 1000}k`);

/** Creates the size's database and seeds it unless it already holds listings. */
const prepare = async (size: number) => {
  const admin = new pg.Client({ connectionString: BASE_URL });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [`growth_${size}`])).rowCount;
  if (!exists) await admin.query(`create database growth_${size}`);
  await admin.end();
  const handle = await openPostgres(urlOf(size), 2, { statementTimeoutMs: 0 }); // migrates
  const [{ n }] = rowsOf<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from listings`)) as [
    { n: number },
  ];
  await handle.close();
  if (n > 0) return console.log(`growth_${size}: ${n} listings already there`);
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'bench/seed-growth.ts'], {
    env: { ...process.env, DATABASE_URL: urlOf(size), GROWTH_LISTINGS: String(size) },
    stdio: 'inherit',
  });
  if (seeded.status !== 0) throw new Error(`seeding growth_${size} failed`);
};

const databaseServerPid = async () => {
  const c = new pg.Client({ connectionString: BASE_URL });
  await c.connect();
  const { rows } = await c.query('show data_directory');
  await c.end();
  return pidInFile(`${rows[0].data_directory}/postmaster.pid`);
};

type Sample = { p95: number; reqPerSec?: number; appCpuMs?: number; dbCpuMs?: number; load: string };
const samples = new Map<string, Sample[]>();
const record = (size: number, c: Case, s: Sample) => {
  const key = `${size} ${c}`;
  samples.set(key, [...(samples.get(key) ?? []), s]);
  console.log(JSON.stringify({ size, case: c, ...s }));
};

const measureHttp = async (size: number, dbPid: number) => {
  const handle = await openPostgres(urlOf(size), 2, { statementTimeoutMs: 0 });
  const ids = rowsOf<{ id: string }>(
    await handle.db.execute(sql`select id from listings where active order by md5(id::text) limit 500`),
  ).map((r) => r.id);
  await handle.close();
  const port = 3996;
  const app = await startServer('apps/server/src/main.ts', port, {
    DATABASE_URL: urlOf(size),
    DATABASE_POOL_SIZE: '4',
    LISTINGS_CACHE_MS: '0',
  });
  const paths: Record<string, string[]> = {
    'page 1': ['/api/listings'],
    search: ['/api/listings?search=chatbot'],
    typo: ['/api/listings?search=chatbto'],
    detail: ids.map((id) => `/api/listings/${id}`),
  };
  for (const [c, list] of Object.entries(paths)) {
    const origin = `http://127.0.0.1:${port}`;
    await load({ origin, paths: list, durationS: 2 });
    const [app0, db0] = [cpuSecondsOf(app.pid!), treeCpuSecondsOf(dbPid)];
    const r = await load({ origin, paths: list, durationS: SECONDS });
    const [app1, db1] = [cpuSecondsOf(app.pid!), treeCpuSecondsOf(dbPid)];
    if (r.non2xx || r.errors) console.log(`  ${c}: ${r.non2xx} non-2xx, ${r.errors} errors`);
    record(size, c as Case, {
      p95: r.p95ms,
      reqPerSec: r.reqPerSec,
      appCpuMs: Math.round(((app1 - app0) / r.requests) * 1e5) / 100,
      dbCpuMs: Math.round(((db1 - db0) / r.requests) * 1e5) / 100,
      load: loadAverage(),
    });
  }
  await stopServer(app);
};

const measureBoards = async (size: number) => {
  const handle = await openPostgres(urlOf(size), 2, { statementTimeoutMs: 0 });
  const boards = createLeaderboardService({ db: handle.db, cache: false });
  for (const board of ['weeklySellers', 'topRatedAgents', 'weeklyInviters'] as const) {
    for (let i = 0; i < 5; i++) await boards[board]();
    const times: number[] = [];
    for (let i = 0; i < BOARD_RUNS; i++) {
      const t0 = performance.now();
      await boards[board]();
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const p95 = times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)]!;
    record(size, board, { p95: Math.round(p95 * 10) / 10, load: loadAverage() });
  }
  await handle.close();
};

for (const size of SIZES) await prepare(size);
const dbPid = await databaseServerPid();
for (let round = 1; round <= ROUNDS; round++) {
  for (const size of SIZES) {
    console.log(`round ${round}, ${label(size)} listings, load ${loadAverage()}`);
    await measureHttp(size, dbPid);
    await measureBoards(size);
  }
}

const range = (values: number[], unit = '') => {
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const f = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2 });
  return lo === hi ? `${f(lo)}${unit}` : `${f(lo)}–${f(hi)}${unit}`;
};
const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

const [small, big] = [SIZES[0]!, SIZES.at(-1)!];
console.log(
  `\n| Case | ${label(small)} p95 | ${label(big)} p95 | ${label(big)} / ${label(small)} (medians) | ${label(small)} req/s | ${label(big)} req/s | app CPU per request ${label(small)} / ${label(big)} | database CPU per request ${label(small)} / ${label(big)} |`,
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const c of CASES) {
  const [a, b] = [samples.get(`${small} ${c}`) ?? [], samples.get(`${big} ${c}`) ?? []];
  if (!a.length || !b.length) continue;
  const pick = (list: Sample[], k: keyof Sample) => list.map((s) => s[k]).filter((v) => typeof v === 'number');
  const ratio = median(pick(b, 'p95')) / median(pick(a, 'p95'));
  const http = a[0]!.reqPerSec !== undefined;
  console.log(
    `| ${c} | ${range(pick(a, 'p95'), ' ms')} | ${range(pick(b, 'p95'), ' ms')} | ${ratio.toFixed(2)}x | ${
      http ? range(pick(a, 'reqPerSec')) : '–'
    } | ${http ? range(pick(b, 'reqPerSec')) : '–'} | ${
      http ? `${range(pick(a, 'appCpuMs'), ' ms')} / ${range(pick(b, 'appCpuMs'), ' ms')}` : '–'
    } | ${http ? `${range(pick(a, 'dbCpuMs'), ' ms')} / ${range(pick(b, 'dbCpuMs'), ' ms')}` : '–'} |`,
  );
}
