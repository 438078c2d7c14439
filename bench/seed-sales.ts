import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';
import { rowsOf } from '../apps/server/src/db/rows';

export const SALES_ORDERS = 200_000;
const LISTINGS = 2_000;
const BUYERS = SALES_ORDERS / LISTINGS;

/**
 * One seller, 2,000 listings, 100 buyers who each bought every listing: 200,000 orders, set-based,
 * one a second back from now. Used by the export and admin-cards benches; seeds nothing twice.
 */
export const seedSales = async (db: Database) => {
  const [have] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from orders`));
  if (have!.n >= SALES_ORDERS) return;
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
  console.log(`seeded ${SALES_ORDERS} orders in ${((performance.now() - started) / 1000).toFixed(1)} s`);
};
