/**
 * The bench catalogue at any size, for measuring how cost grows with it: GROWTH_LISTINGS listings
 * (100000 or 1000000; default 100000) shaped exactly like seed-listings.ts plus
 * seed-leaderboards.ts, with every count scaled by the same factor: one seller per 50 listings,
 * one buyer per 5, two orders per listing (spread over 8 weeks, one in twenty refunded, one in ten
 * a free claim), a review on every fifth listing and four more on one listing in twenty. The
 * same title words, typos, prices and dates per listing number, so search figures compare.
 * Set-based SQL over generate_series only: a million rows in minutes, not hours.
 * GROWTH_ORDERS=false seeds the catalogue alone (sellers, listings, their reviews): what browsing reads.
 *   GROWTH_LISTINGS=1000000 DATABASE_URL=postgres://... npx tsx bench/seed-growth.ts
 */
import { mkdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../apps/server/src/db/rows';
import {
  buyerReviewsStatement,
  buyersStatement,
  type CatalogueSize,
  listingsStatement,
  ordersStatement,
  sellerReviewsStatement,
  sellersStatement,
} from './bench-catalogue';
import { benchDataDir, openBenchDatabase } from './open-database';

const LISTINGS = Number(process.env.GROWTH_LISTINGS ?? 100_000);
const size: CatalogueSize = {
  listings: LISTINGS,
  sellers: LISTINGS / 50,
  buyers: LISTINGS / 5,
  orders: LISTINGS * 2,
  rated: LISTINGS / 20,
};
const WITH_ORDERS = process.env.GROWTH_ORDERS !== 'false';
if (!Number.isInteger(size.sellers) || LISTINGS < 1000) throw new Error('GROWTH_LISTINGS: a multiple of 1,000');

const started = performance.now();
mkdirSync(benchDataDir, { recursive: true });
const { db, kind, close } = await openBenchDatabase();
const lap = (label: string) => console.log(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);

await db.execute(sellersStatement(size));
lap(`${size.sellers} sellers`);
await db.execute(listingsStatement(size));
lap(`${LISTINGS} listings`);
await db.execute(sellerReviewsStatement(size));
lap('seller reviews');

if (WITH_ORDERS) {
  await db.execute(buyersStatement(size));
  lap(`${size.buyers} buyers`);
  await db.execute(ordersStatement(size));
  lap(`${size.orders} orders`);
  await db.execute(buyerReviewsStatement(size));
  lap('buyer reviews');
}
// The review trigger rewrote listing rows: vacuum so measurements do not race autovacuum.
await db.execute(sql`vacuum analyze`);
const [counts] = rowsOf<Record<string, number>>(
  await db.execute(sql`select (select count(*) from listings)::int as listings, (select count(*) from orders)::int as orders,
    (select count(*) from reviews)::int as reviews, (select count(*) from users)::int as users,
    (select count(*) from listings where rating_count >= 3)::int as rated`),
);
console.log(counts);
lap(`done (${kind})`);
await close();
