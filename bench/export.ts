/**
 * The admin sales export at scale: 200,000 completed orders streamed as CSV through the real
 * route, rows per second and the process's resident memory before and during the download.
 *   npx tsx bench/export.ts                         # PGlite in BENCH_DATA_DIR (default data/bench-export)
 *   DATABASE_URL=postgres://... npx tsx bench/export.ts
 * The app runs in this process (PGlite allows one process per data folder, and the admin is made
 * through the database); the download is read chunk by chunk and thrown away, so what grows with
 * the export is the server's side. BENCH_EXPORT_RUNS repeats the download (default 3).
 */
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openPglite, openPostgres } from '../apps/server/src/db/client';
import { rowsOf } from '../apps/server/src/db/rows';

// Its own folder, so the browse benchmark's data stays as its figures were measured on.
const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? 'data/bench-export');
const ORDERS = 200_000;
const LISTINGS = 2_000;
const BUYERS = ORDERS / LISTINGS;
const RUNS = Number(process.env.BENCH_EXPORT_RUNS ?? 3);
const PORT = 3996;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

mkdirSync(dataDir, { recursive: true });
// Seeding 200,000 orders is one long statement: no statement timeout (as bench/open-database.ts).
const { db, kind, close } = process.env.DATABASE_URL
  ? await openPostgres(process.env.DATABASE_URL, 10, { statementTimeoutMs: 0 })
  : await openPglite(path.join(dataDir, 'pglite'));

/** One seller, 2,000 listings, 100 buyers who each bought every listing: 200,000 orders, set-based. */
const seed = async () => {
  const [have] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from orders where status = 'completed'`),
  );
  if (have!.n >= ORDERS) return have!.n;
  const started = performance.now();
  await db.execute(sql`
    insert into users (id, name, email, seller_enabled)
    values ('bench-export-seller', 'Export Seller', 'export-seller@bench.agentsy.dev', true)
    on conflict do nothing`);
  await db.execute(sql`
    insert into users (id, name, email)
    select 'bench-export-buyer-' || g, 'Export Buyer ' || g, 'export-buyer' || g || '@bench.agentsy.dev'
    from generate_series(1, ${BUYERS}) g on conflict do nothing`);
  // Every tenth title would run as a formula in a spreadsheet: the export must neutralise it.
  await db.execute(sql`
    insert into listings (user_id, title, description, platform, price_cents, file_key, file_name, file_size, file_mime)
    select 'bench-export-seller',
           case when g % 10 = 0 then '=HYPERLINK("x") ' || g else 'Export agent ' || g end,
           'An agent sold many times for the export benchmark', 'chatgpt', 100 + g % 5000,
           'agents/bench.json', 'bench.json', 2, 'application/json'
    from generate_series(1, ${LISTINGS}) g`);
  await db.execute(sql`
    insert into orders (buyer_id, listing_id, amount_cents, subtotal_cents, fee_cents, status, created_at)
    select 'bench-export-buyer-' || b, l.id, l.price_cents + 30, l.price_cents, 30, 'completed',
           now() - ((b * ${LISTINGS} + row_number() over (partition by b order by l.id)) || ' seconds')::interval
    from listings l cross join generate_series(1, ${BUYERS}) b
    where l.user_id = 'bench-export-seller'`);
  await db.execute(sql`vacuum analyze`);
  console.log(`seeded ${ORDERS} orders in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return ORDERS;
};

const completed = await seed();

const config = loadConfig({
  NODE_ENV: 'development',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'agentsy-bench-export-')),
  LOG_LEVEL: 'warn',
  PUBLIC_URL: `http://127.0.0.1:${PORT}`,
  SEED_DEMO: 'false',
  AUTH_RATE_LIMIT: 'false',
});
const app = await buildApp({ config, db });
await app.listen({ port: PORT, host: '127.0.0.1' });
const origin = `http://127.0.0.1:${PORT}`;

/** An admin session: sign up, flag the account, and pass the access code where the server asks for it. */
const signInAdmin = async () => {
  const email = `export-admin-${Date.now()}@bench.agentsy.dev`;
  const res = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ name: 'Export Admin', email, password: 'correct horse battery' }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  await db.execute(sql`update users set is_admin = true where email = ${email}`);
  const login = await fetch(`${origin}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin },
    body: JSON.stringify({ accessCode: config.adminAccessCode }),
  });
  if (login.status !== 404 && !login.ok) throw new Error(`admin login failed: ${login.status}`);
  return cookie;
};

const cookie = await signInAdmin();

/** Downloads the export, counting rows and sampling RSS every 20 ms while it streams. */
const download = async () => {
  const before = process.memoryUsage();
  let peak = before.rss;
  let heapPeak = before.heapUsed;
  const sample = () => {
    const now = process.memoryUsage();
    peak = Math.max(peak, now.rss);
    heapPeak = Math.max(heapPeak, now.heapUsed);
  };
  const sampler = setInterval(sample, 20);
  const started = performance.now();
  const res = await fetch(`${origin}/api/admin/export-sales`, { headers: { cookie, 'accept-encoding': 'identity' } });
  if (!res.ok || !res.body) throw new Error(`export failed: ${res.status} ${await res.text()}`);
  let newlines = 0;
  let bytes = 0;
  for await (const chunk of res.body) {
    bytes += chunk.length;
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) newlines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  sample();
  const rows = newlines - 1; // less the header; no title in this data holds a line break
  return { rows, bytes, seconds, rssBefore: before.rss, peak, heapBefore: before.heapUsed, heapPeak };
};

console.log(`${kind}: ${completed} completed orders`);
for (let run = 1; run <= RUNS; run += 1) {
  const r = await download();
  console.log(
    JSON.stringify({
      run,
      rows: r.rows,
      rowsMatch: r.rows === completed,
      megabytes: +(r.bytes / 1024 / 1024).toFixed(1),
      seconds: +r.seconds.toFixed(2),
      rowsPerSecond: Math.round(r.rows / r.seconds),
      rssBefore: mb(r.rssBefore),
      rssPeakDuring: mb(r.peak),
      heapBefore: mb(r.heapBefore),
      heapPeakDuring: mb(r.heapPeak),
    }),
  );
}
await app.close();
await close();
