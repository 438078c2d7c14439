import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';

/**
 * The seller's sales made between two instants, net of their refunds whenever those came:
 * the credit of each sale plus the reversal of it, and how many of those sales still stand.
 */
export const saleCreditsBetween = async (db: DbOrTx, account: string, from: Date, to: Date) => {
  const [row] = rowsOf<{ total: string | number; count: string | number }>(
    await db.execute(sql`
      select coalesce(sum(e.amount_cents), 0) as total,
        count(distinct s.order_id) filter (where not exists (
          select 1 from ledger_transactions r where r.order_id = s.order_id and r.kind = 'refund')) as count
      from ledger_transactions s
      join ledger_transactions t on t.order_id = s.order_id and t.kind in ('sale', 'refund')
      join ledger_entries e on e.transaction_id = t.id and e.account = ${account}
      where s.kind = 'sale'
        and s.created_at >= ${from.toISOString()} and s.created_at < ${to.toISOString()}`),
  );
  return { cents: Number(row?.total ?? 0), count: Number(row?.count ?? 0) };
};

/** Paid sales from the ledger (a sale posted, no refund of it posted) of the orders matching. */
const paidSalesStanding = (ordersMatching: SQL) => sql`
  select count(*) from orders o join ledger_transactions s on s.order_id = o.id and s.kind = 'sale'
  where ${ordersMatching}
    and not exists (select 1 from ledger_transactions r where r.order_id = o.id and r.kind = 'refund')`;

export type SellerListingRow = {
  id: string;
  title: string;
  platform: string;
  price_cents: number;
  active: boolean;
  removed: boolean;
  download_count: number;
  view_count: number;
  has_video: boolean;
  sales: string | number;
  rating_avg: string | number | null;
  rating_count: string | number;
};

export const listSellerListings = async (db: DbOrTx, sellerId: string) =>
  rowsOf<SellerListingRow>(
    await db.execute(sql`
      select l.id, l.title, l.platform, l.price_cents, l.active, l.removed_at is not null as removed,
        l.download_count, l.view_count, l.video_url is not null as has_video,
        (${paidSalesStanding(sql`o.listing_id = l.id`)}) as sales,
        (select avg(r.rating) from reviews r where r.listing_id = l.id) as rating_avg,
        (select count(*) from reviews r where r.listing_id = l.id) as rating_count
      from listings l where l.user_id = ${sellerId}
      order by l.created_at desc`),
  );

export const userCounts = async (db: DbOrTx, userId: string) => {
  const [row] = rowsOf<Record<string, string | number | null>>(
    await db.execute(sql`select
      (select count(*) from orders where buyer_id = ${userId}) as orders,
      (select count(*) from favorites where user_id = ${userId}) as favorites,
      (select count(*) from listings where user_id = ${userId} and removed_at is null) as listings,
      (${paidSalesStanding(sql`o.listing_id in (select id from listings where user_id = ${userId})`)}) as sales,
      (select avg(r.rating) from reviews r join listings l on l.id = r.listing_id where l.user_id = ${userId}) as rating`),
  );
  return {
    orders: Number(row?.orders ?? 0),
    favorites: Number(row?.favorites ?? 0),
    listings: Number(row?.listings ?? 0),
    sales: Number(row?.sales ?? 0),
    rating: row?.rating === null || row?.rating === undefined ? 0 : Number(row.rating),
  };
};

/**
 * `saleCreditsBetween` per UTC day of the sale: each day's net credit to the account and how many
 * of that day's sales still stand. Days without sales have no row.
 */
export const saleCreditsByDay = async (db: DbOrTx, account: string, from: Date, to: Date) =>
  rowsOf<{ day: string; total: string | number; count: string | number }>(
    await db.execute(sql`
      select to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD') as day,
        coalesce(sum(e.amount_cents), 0) as total,
        count(distinct s.order_id) filter (where not exists (
          select 1 from ledger_transactions r where r.order_id = s.order_id and r.kind = 'refund')) as count
      from ledger_transactions s
      join ledger_transactions t on t.order_id = s.order_id and t.kind in ('sale', 'refund')
      join ledger_entries e on e.transaction_id = t.id and e.account = ${account}
      where s.kind = 'sale'
        and s.created_at >= ${from.toISOString()} and s.created_at < ${to.toISOString()}
      group by 1`),
  ).map((r) => ({ day: r.day, cents: Number(r.total), count: Number(r.count) }));
