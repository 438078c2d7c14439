import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';
import { rowsOf } from '../apps/server/src/db/rows';
import { type CatalogueSize, listingsStatement, sellersStatement } from './bench-catalogue';

/** The keys the validate bench calls with: 10,000 completed orders over 500 licensed listings. */
export const LICENSE_KEYS = Number(process.env.LICENSE_KEYS ?? 10_000);
const size: CatalogueSize = { sellers: 50, listings: 500, buyers: 0, orders: 0, rated: 0 };

export type BenchKey = { key: string; listingId: string };

const benchKeys = async (db: Database) =>
  rowsOf<BenchKey>(
    await db.execute(sql`select k.key, k.listing_id as "listingId" from license_keys k
      join orders o on o.id = k.order_id where o.buyer_id like 'license-buyer-%' order by k.key`),
  );

/**
 * Sellers, listings that issue keys, buyers and one completed order with its key each, all
 * set-based; a later run with the same LICENSE_KEYS finds them. A key is the order id's md5 spelled
 * in the key alphabet's first 16 symbols (2^80 keys, well-formed for the validate call). One key in
 * three is activated on two instances, so the lookup's activation count has rows to count.
 */
export const seedLicenseKeys = async (db: Database) => {
  const found = await benchKeys(db);
  if (found.length >= LICENSE_KEYS) return found.slice(0, LICENSE_KEYS);
  const started = performance.now();
  await db.execute(sellersStatement(size));
  await db.execute(listingsStatement(size));
  await db.execute(sql`insert into listing_licensing (listing_id, enabled, activation_limit)
    select id, true, 3 from listings on conflict (listing_id) do update set enabled = true`);
  await db.execute(sql`insert into users (id, name, email, email_verified)
    select 'license-buyer-' || g, 'License Buyer ' || g, 'license-buyer' || g || '@bench.agentsy.dev', true
    from generate_series(1, ${LICENSE_KEYS}) g on conflict do nothing`);
  // As in seed-release-buyers.ts: the weekly board's statement trigger is not what this measures.
  await db.transaction(async (tx) => {
    await tx.execute(sql`alter table orders disable trigger orders_weekly_seller_downloads_insert`);
    await tx.execute(sql`
      with l as (select id, row_number() over (order by id) - 1 as k, count(*) over () as n from listings),
      o as (
        insert into orders (buyer_id, listing_id, amount_cents, subtotal_cents, fee_cents, status)
        select 'license-buyer-' || g, l.id, 530, 500, 30, 'completed'
        from generate_series(1, ${LICENSE_KEYS}) g join l on l.k = g % l.n
        where not exists (select 1 from orders x where x.buyer_id = 'license-buyer-' || g)
        returning id, listing_id),
      s as (select id, listing_id, upper(translate(md5(id::text), '0123456789abcdef', '23456789ABCDEFGH')) as t from o)
      insert into license_keys (key, order_id, listing_id, activation_limit)
      select 'AGSY-' || substr(t, 1, 5) || '-' || substr(t, 6, 5) || '-' || substr(t, 11, 5) || '-' || substr(t, 16, 5),
             id, listing_id, 3
      from s`);
    await tx.execute(sql`alter table orders enable trigger orders_weekly_seller_downloads_insert`);
  });
  await db.execute(sql`insert into license_activations (key_id, instance_id)
    select k.id, 'bench-' || i from license_keys k cross join generate_series(1, 2) i
    where k.order_id in (select id from orders where buyer_id like 'license-buyer-%') and hashtext(k.key) % 3 = 0
    on conflict do nothing`);
  await db.execute(sql`vacuum analyze`);
  const keys = await benchKeys(db);
  console.log(`seeded ${keys.length} license keys in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return keys.slice(0, LICENSE_KEYS);
};
