/**
 * Adds the leaderboards' load to the bench catalogue (run seed-listings.ts first): 20,000 buyers
 * of whom 2,000 joined this week through a seller's invite link, 200,000 orders over the last
 * 8 weeks (one in twenty refunded, one in ten a free claim) and 20,000 more reviews, four each
 * on 5,000 listings, so about 40,000 in all and thousands of listings with 3 or more.
 *   npx tsx bench/seed-leaderboards.ts               # PGlite in BENCH_DATA_DIR, or DATABASE_URL
 */
import { sql } from 'drizzle-orm';
import { openBenchDatabase } from './open-database';

const SELLERS = 2_000;
const BUYERS = 20_000;
const ORDERS = 200_000;
const WEEKS_MINUTES = 8 * 7 * 24 * 60;

const started = performance.now();
const { db, kind, close } = await openBenchDatabase();
const lap = (label: string) => console.log(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);

// One buyer in ten joined this week through a seller's link and finished onboarding.
await db.execute(sql`
  insert into users (id, name, email, first_name, last_name, first_time_login, referred_by, created_at)
  select 'bench-buyer-' || g, 'Bench Buyer ' || g, 'buyer' || g || '@bench.agentsy.dev', 'Bench', 'Buyer ' || g,
         g % 40 = 0,
         case when g % 10 = 0 then 'bench-seller-' || (1 + g % ${SELLERS}) end,
         case when g % 10 = 0 then now() - ((g % 3000) || ' minutes')::interval
              else now() - ((60 + g % 300) || ' days')::interval end
  from generate_series(1, ${BUYERS}) g
  on conflict do nothing`);
lap('buyers');

// Listing k gets orders from buyers k and k + 10,000 (mod 20,000): each pair at most once.
await db.execute(sql`
  with l as (select id, price_cents, row_number() over (order by id) - 1 as k from listings)
  insert into orders (buyer_id, listing_id, amount_cents, subtotal_cents, fee_cents, status, created_at)
  select 'bench-buyer-' || (1 + ((g / 100000) * 10000 + g) % ${BUYERS}),
         l.id,
         case when g % 10 = 0 then 0 else l.price_cents + round(l.price_cents * 0.03)::int end,
         case when g % 10 = 0 then 0 else l.price_cents end,
         case when g % 10 = 0 then 0 else round(l.price_cents * 0.03)::int end,
         case when g % 20 = 1 then 'refunded' else 'completed' end,
         now() - ((g::bigint * 7919 % ${WEEKS_MINUTES}) || ' minutes')::interval
  from generate_series(0, ${ORDERS - 1}) g
  join l on l.k = g % 100000`);
lap('orders');

await db.execute(sql`
  insert into reviews (listing_id, buyer_id, rating)
  select l.id, 'bench-buyer-' || (1 + (l.n * 4 + r) % ${BUYERS}), 3 + abs(hashtext(l.id::text || r)) % 3
  from (select id, row_number() over (order by id) as n from listings order by id limit 5000) l,
       generate_series(0, 3) r
  on conflict do nothing`);
lap('reviews');
await db.execute(sql`vacuum analyze`);
const [counts] = (
  await db.execute(sql`select (select count(*) from orders)::int as orders, (select count(*) from reviews)::int as reviews,
    (select count(*) from users)::int as users, (select count(*) from listings where rating_count >= 3)::int as rated`)
).rows as Record<string, number>[];
console.log(counts);
lap(`done (${kind})`);
await close();
