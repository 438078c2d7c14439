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
import { benchDataDir, openBenchDatabase } from './open-database';

const LISTINGS = Number(process.env.GROWTH_LISTINGS ?? 100_000);
const SELLERS = LISTINGS / 50;
const BUYERS = LISTINGS / 5;
const ORDERS = LISTINGS * 2;
const RATED = LISTINGS / 20;
const WEEKS_MINUTES = 8 * 7 * 24 * 60;
const WITH_ORDERS = process.env.GROWTH_ORDERS !== 'false';
if (!Number.isInteger(SELLERS) || LISTINGS < 1000) throw new Error('GROWTH_LISTINGS: a multiple of 1,000');

const started = performance.now();
mkdirSync(benchDataDir, { recursive: true });
const { db, kind, close } = await openBenchDatabase();
const lap = (label: string) => console.log(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);

await db.execute(sql`
  insert into users (id, name, email, first_name, last_name, seller_enabled, email_verified, created_at)
  select 'bench-seller-' || g, 'Bench Seller ' || g, 'seller' || g || '@bench.agentsy.dev', 'Bench', 'Seller ' || g,
         true, g % 3 = 0, now() - (g || ' hours')::interval
  from generate_series(1, ${SELLERS}) g
  on conflict do nothing`);
lap(`${SELLERS} sellers`);

// Same expressions as seed-listings.ts: listing g has the same title, tags and price at any size.
await db.execute(sql`
  insert into listings (user_id, title, description, platform, use_case, price_cents, tags, featured,
                        download_count, view_count, file_key, file_name, file_size, file_mime, created_at)
  select 'bench-seller-' || (1 + g % ${SELLERS}),
    (array['Customer Support','Email Campaign','CSV','Sales Report','Social Media','Lead','Invoice','Meeting Notes','Blog Post','Budget'])[1 + g % 10]
      || ' ' || (array['Chatbot','Assistant','Workflow','Automation','Analyzer','Generator','Scheduler','Builder'])[1 + (g / 10) % 8]
      || ' ' || g,
    (array['Answers questions from your help center and hands off to a human.',
           'Writes and schedules e-mail campaigns with subject-line variants.',
           'Cleans spreadsheets: encodings, whitespace, duplicates and dates.',
           'Builds weekly reports with trends and outliers explained.',
           'Plans posts across networks at the best times.'])[1 + g % 5],
    (array['chatgpt','claude','gemini','custom-gpt','zapier','make','python','json','yaml','other'])[1 + (g / 7) % 10],
    (array['productivity','content-creation','customer-service','data-processing','data-analysis','lead-generation',
           'social-media','email-automation','financial-monitoring','marketing','automation','e-commerce',
           'education','healthcare','finance','other'])[1 + (g / 3) % 16],
    (g * 37) % 20000,
    array[(array['AI Assistant','Automation','Data Processing','Content Writing','SEO','Social Media','Email Marketing',
                 'Lead Generation','Analytics','Reporting','Customer Support','E-commerce','Research','Translation',
                 'Image Generation','Code Generation'])[1 + g % 16]],
    g % 97 = 0, ((g::bigint * 7919) % 500)::int, ((g::bigint * 104729) % 5000)::int,
    'agents/bench.json', 'bench.json', 2, 'application/json', now() - (g || ' minutes')::interval
  from generate_series(1, ${LISTINGS}) g`);
lap(`${LISTINGS} listings`);

await db.execute(sql`
  insert into reviews (listing_id, buyer_id, rating)
  select id, 'bench-seller-' || (1 + abs(hashtext(id::text)) % ${SELLERS}), 1 + abs(hashtext(id::text || 'r')) % 5
  from listings where download_count % 5 = 0
  on conflict do nothing`);
lap('seller reviews');

if (WITH_ORDERS) await seedBuyersAndOrders();
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

async function seedBuyersAndOrders() {
  await db.execute(sql`
  insert into users (id, name, email, first_name, last_name, first_time_login, referred_by, created_at)
  select 'bench-buyer-' || g, 'Bench Buyer ' || g, 'buyer' || g || '@bench.agentsy.dev', 'Bench', 'Buyer ' || g,
         g % 40 = 0,
         case when g % 10 = 0 then 'bench-seller-' || (1 + g % ${SELLERS}) end,
         case when g % 10 = 0 then now() - ((g % 3000) || ' minutes')::interval
              else now() - ((60 + g % 300) || ' days')::interval end
  from generate_series(1, ${BUYERS}) g
  on conflict do nothing`);
  lap(`${BUYERS} buyers`);

  // Listing k gets orders from buyers k and k + BUYERS/2 (mod BUYERS): each pair at most once.
  await db.execute(sql`
  with l as (select id, price_cents, row_number() over (order by id) - 1 as k from listings)
  insert into orders (buyer_id, listing_id, amount_cents, subtotal_cents, fee_cents, status, created_at)
  select 'bench-buyer-' || (1 + ((g / ${LISTINGS}) * ${BUYERS / 2} + g) % ${BUYERS}),
         l.id,
         case when g % 10 = 0 then 0 else l.price_cents + round(l.price_cents * 0.03)::int end,
         case when g % 10 = 0 then 0 else l.price_cents end,
         case when g % 10 = 0 then 0 else round(l.price_cents * 0.03)::int end,
         case when g % 20 = 1 then 'refunded' else 'completed' end,
         now() - ((g::bigint * 7919 % ${WEEKS_MINUTES}) || ' minutes')::interval
  from generate_series(0, ${ORDERS - 1}) g
  join l on l.k = g % ${LISTINGS}`);
  lap(`${ORDERS} orders`);

  await db.execute(sql`
  insert into reviews (listing_id, buyer_id, rating)
  select l.id, 'bench-buyer-' || (1 + (l.n * 4 + r) % ${BUYERS}), 3 + abs(hashtext(l.id::text || r)) % 3
  from (select id, row_number() over (order by id) as n from listings order by id limit ${RATED}) l,
       generate_series(0, 3) r
  on conflict do nothing`);
  lap('buyer reviews');
}
