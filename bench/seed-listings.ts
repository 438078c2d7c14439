/**
 * Fills a database with 2,000 sellers and 100,000 listings (plus ~20,000 reviews) in three
 * set-based INSERT ... SELECT statements over generate_series: no per-row round trips.
 *   npx tsx bench/seed-listings.ts                    # PGlite in BENCH_DATA_DIR (default data/bench)
 *   DATABASE_URL=postgres://... npx tsx bench/seed-listings.ts
 */
import { mkdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { benchDataDir, openBenchDatabase } from './open-database';

const SELLERS = 2_000;
const LISTINGS = 100_000;

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
lap('sellers');

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
lap('listings');

await db.execute(sql`
  insert into reviews (listing_id, buyer_id, rating)
  select id, 'bench-seller-' || (1 + abs(hashtext(id::text)) % ${SELLERS}), 1 + abs(hashtext(id::text || 'r')) % 5
  from listings where download_count % 5 = 0
  on conflict do nothing`);
lap('reviews');
// The review trigger rewrote listing rows: vacuum so measurements do not race autovacuum.
await db.execute(sql`vacuum analyze`);
lap(`done (${kind})`);
await close();
