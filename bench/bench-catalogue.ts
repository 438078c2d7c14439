import { sql } from 'drizzle-orm';

/**
 * The bench catalogue's statements, set-based over generate_series, at any size: listing g has the
 * same title words, tags, price and date whatever the size, so figures from seed-listings.ts,
 * seed-leaderboards.ts and seed-growth.ts compare. Sizes: one seller per 50 listings and one buyer
 * per 5 at the standard scale (2,000 sellers, 100,000 listings, 20,000 buyers, 200,000 orders).
 */
export type CatalogueSize = { sellers: number; listings: number; buyers: number; orders: number; rated: number };

export const standardSize: CatalogueSize = {
  sellers: 2_000,
  listings: 100_000,
  buyers: 20_000,
  orders: 200_000,
  rated: 5_000,
};

const WEEKS_MINUTES = 8 * 7 * 24 * 60;

export const sellersStatement = ({ sellers }: CatalogueSize) => sql`
  insert into users (id, name, email, first_name, last_name, seller_enabled, email_verified, created_at)
  select 'bench-seller-' || g, 'Bench Seller ' || g, 'seller' || g || '@bench.agentsy.dev', 'Bench', 'Seller ' || g,
         true, g % 3 = 0, now() - (g || ' hours')::interval
  from generate_series(1, ${sellers}) g
  on conflict do nothing`;

export const listingsStatement = ({ sellers, listings }: CatalogueSize) => sql`
  insert into listings (user_id, title, description, platform, use_case, price_cents, tags, featured,
                        download_count, view_count, file_key, file_name, file_size, file_mime, created_at, current_version)
  select 'bench-seller-' || (1 + g % ${sellers}),
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
    'agents/bench.json', 'bench.json', 2, 'application/json', now() - (g || ' minutes')::interval,
    -- Live: public lists show only listings with a current version (apps/server/src/db/live-listing.ts).
    '{"version":"1.0.0","publishedAt":"2026-01-01T00:00:00.000Z","sha256":"","fileName":"bench.json","fileSize":2}'::jsonb
  from generate_series(1, ${listings}) g`;

/** A review from a seller on every listing whose download count is a multiple of five. */
export const sellerReviewsStatement = ({ sellers }: CatalogueSize) => sql`
  insert into reviews (listing_id, buyer_id, rating)
  select id, 'bench-seller-' || (1 + abs(hashtext(id::text)) % ${sellers}), 1 + abs(hashtext(id::text || 'r')) % 5
  from listings where download_count % 5 = 0
  on conflict do nothing`;

/**
 * One buyer in ten joined this week through a seller's link and finished onboarding. Nine in ten
 * verified their e-mail: Top Sellers counts only those buyers' orders.
 */
export const buyersStatement = ({ sellers, buyers }: CatalogueSize) => sql`
  insert into users (id, name, email, first_name, last_name, first_time_login, email_verified, referred_by, created_at)
  select 'bench-buyer-' || g, 'Bench Buyer ' || g, 'buyer' || g || '@bench.agentsy.dev', 'Bench', 'Buyer ' || g,
         g % 40 = 0, g % 10 <> 7,
         case when g % 10 = 0 then 'bench-seller-' || (1 + g % ${sellers}) end,
         case when g % 10 = 0 then now() - ((g % 3000) || ' minutes')::interval
              else now() - ((60 + g % 300) || ' days')::interval end
  from generate_series(1, ${buyers}) g
  on conflict do nothing`;

/**
 * Orders over the last 8 weeks, one in twenty refunded, one in ten a free claim. Listing k gets
 * orders from buyers k and k + buyers/2 (mod buyers): each pair at most once.
 */
export const ordersStatement = ({ listings, buyers, orders }: CatalogueSize) => sql`
  with l as (select id, price_cents, row_number() over (order by id) - 1 as k from listings)
  insert into orders (buyer_id, listing_id, amount_cents, subtotal_cents, fee_cents, status, created_at)
  select 'bench-buyer-' || (1 + ((g / ${listings}) * ${buyers / 2} + g) % ${buyers}),
         l.id,
         case when g % 10 = 0 then 0 else l.price_cents + round(l.price_cents * 0.03)::int end,
         case when g % 10 = 0 then 0 else l.price_cents end,
         case when g % 10 = 0 then 0 else round(l.price_cents * 0.03)::int end,
         case when g % 20 = 1 then 'refunded' else 'completed' end,
         now() - ((g::bigint * 7919 % ${WEEKS_MINUTES}) || ' minutes')::interval
  from generate_series(0, ${orders - 1}) g
  join l on l.k = g % ${listings}`;

/** Four buyer reviews (3 to 5 stars) on each of the first `rated` listings. */
export const buyerReviewsStatement = ({ buyers, rated }: CatalogueSize) => sql`
  insert into reviews (listing_id, buyer_id, rating)
  select l.id, 'bench-buyer-' || (1 + (l.n * 4 + r) % ${buyers}), 3 + abs(hashtext(l.id::text || r)) % 3
  from (select id, row_number() over (order by id) as n from listings order by id limit ${rated}) l,
       generate_series(0, 3) r
  on conflict do nothing`;
