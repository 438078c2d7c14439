/**
 * The admin sales export at scale: 200,000 completed orders streamed as CSV through the real
 * route, rows per second and the process's resident memory before and during the download.
 *   npx tsx bench/export.ts                         # PGlite in BENCH_DATA_DIR (default data/bench-export)
 *   DATABASE_URL=postgres://... npx tsx bench/export.ts
 * The app runs in this process (PGlite allows one process per data folder, and the admin is made
 * through the database); the download is read chunk by chunk and thrown away, so what grows with
 * the export is the server's side. BENCH_EXPORT_RUNS repeats the download (default 3).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres } from '../apps/server/src/db/client';
import { rowsOf } from '../apps/server/src/db/rows';
import { startBenchAdminApp } from './admin-session';
import { seedSales } from './seed-sales';

// Its own folder, so the browse benchmark's data stays as its figures were measured on.
const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? 'data/bench-export');
const RUNS = Number(process.env.BENCH_EXPORT_RUNS ?? 3);
const PORT = 3996;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

mkdirSync(dataDir, { recursive: true });
// Seeding 200,000 orders is one long statement: no statement timeout (as bench/open-database.ts).
const { db, kind, listen, close } = process.env.DATABASE_URL
  ? await openPostgres(process.env.DATABASE_URL, 10, { statementTimeoutMs: 0 })
  : await openPglite(path.join(dataDir, 'pglite'));

await seedSales(db);
const completed = rowsOf<{ n: number }>(
  await db.execute(sql`select count(*)::int as n from orders where status = 'completed'`),
)[0]!.n;

const { app, origin, cookie } = await startBenchAdminApp({ db, listen, port: PORT, name: 'export' });

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
