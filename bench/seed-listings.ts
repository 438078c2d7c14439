/**
 * Fills a database with 2,000 sellers and 100,000 listings (plus ~20,000 reviews) in three
 * set-based INSERT ... SELECT statements over generate_series: no per-row round trips.
 *   npx tsx bench/seed-listings.ts                    # PGlite in BENCH_DATA_DIR (default data/bench)
 *   DATABASE_URL=postgres://... npx tsx bench/seed-listings.ts
 */
import { mkdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { listingsStatement, sellerReviewsStatement, sellersStatement, standardSize } from './bench-catalogue';
import { benchDataDir, openBenchDatabase } from './open-database';

const started = performance.now();
mkdirSync(benchDataDir, { recursive: true });
const { db, kind, close } = await openBenchDatabase();
const lap = (label: string) => console.log(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);

await db.execute(sellersStatement(standardSize));
lap('sellers');
await db.execute(listingsStatement(standardSize));
lap('listings');
await db.execute(sellerReviewsStatement(standardSize));
lap('reviews');
// The review trigger rewrote listing rows: vacuum so measurements do not race autovacuum.
await db.execute(sql`vacuum analyze`);
lap(`done (${kind})`);
await close();
