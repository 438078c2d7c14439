/**
 * The admin dashboard's figures at 200,000 orders: `GET /api/analytics/admin` (the cards) and
 * `GET /api/admin/sales-overview` (totals, breakdown and the 30-day chart) through the real
 * routes, one request at a time, BENCH_RUNS times each (default 200) after 20 warm-up requests.
 * Prints p50, p95 and p99 in ms.
 *   DATABASE_URL=postgres://... npx tsx bench/admin-cards.ts
 *   npx tsx bench/admin-cards.ts        # PGlite in BENCH_DATA_DIR (default data/bench-admin-cards)
 * Data: bench/seed-sales.ts's orders and bench/seed-sales-ledger.ts's ledger (sales, 2,000
 * refunds, 100 payouts), seeded on the first run.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { openPglite, openPostgres } from '../apps/server/src/db/client';
import { startBenchAdminApp } from './admin-session';
import { seedSales } from './seed-sales';
import { seedSalesLedger } from './seed-sales-ledger';

const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? 'data/bench-admin-cards');
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const PORT = 3995;

mkdirSync(dataDir, { recursive: true });
// Seeding is a few long statements: no statement timeout (as bench/open-database.ts).
const { db, kind, listen, close } = process.env.DATABASE_URL
  ? await openPostgres(process.env.DATABASE_URL, 10, { statementTimeoutMs: 0 })
  : await openPglite(path.join(dataDir, 'pglite'));
await seedSales(db);
await seedSalesLedger(db);

const { app, origin, cookie } = await startBenchAdminApp({ db, listen, port: PORT, name: 'cards' });

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

const call = async (url: string) => {
  const res = await fetch(`${origin}${url}`, { headers: { cookie } });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.json();
};

for (const url of ['/api/analytics/admin', '/api/admin/sales-overview']) {
  for (let i = 0; i < 20; i++) await call(url);
  const times: number[] = [];
  let body: unknown;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    body = await call(url);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1);
  const shown = JSON.stringify(body, (k, v) => (k === 'daily' ? `${v.length} days` : v));
  console.log(
    `${kind} ${url}: p50 ${f(percentile(times, 0.5))} ms, p95 ${f(percentile(times, 0.95))} ms, p99 ${f(percentile(times, 0.99))} ms  ${shown}`,
  );
}
await app.close();
await close();
