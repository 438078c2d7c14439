/**
 * Adds the leaderboards' load to the bench catalogue (run seed-listings.ts first): 20,000 buyers
 * of whom 2,000 joined this week through a seller's invite link, 200,000 orders over the last
 * 8 weeks (one in twenty refunded, one in ten a free claim) and 20,000 more reviews, four each
 * on 5,000 listings, so about 40,000 in all and thousands of listings with 3 or more.
 *   npx tsx bench/seed-leaderboards.ts               # PGlite in BENCH_DATA_DIR, or DATABASE_URL
 */
import { sql } from 'drizzle-orm';
import { buyerReviewsStatement, buyersStatement, ordersStatement, standardSize } from './bench-catalogue';
import { openBenchDatabase } from './open-database';

const started = performance.now();
const { db, kind, close } = await openBenchDatabase();
const lap = (label: string) => console.log(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);

await db.execute(buyersStatement(standardSize));
lap('buyers');
await db.execute(ordersStatement(standardSize));
lap('orders');
await db.execute(buyerReviewsStatement(standardSize));
lap('reviews');
await db.execute(sql`vacuum analyze`);
const [counts] = (
  await db.execute(sql`select (select count(*) from orders)::int as orders, (select count(*) from reviews)::int as reviews,
    (select count(*) from users)::int as users, (select count(*) from listings where rating_count >= 3)::int as rated`)
).rows as Record<string, number>[];
console.log(counts);
lap(`done (${kind})`);
await close();
