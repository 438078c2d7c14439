import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** Sales credited to the seller's ledger account between two instants: amount and count. */
export const saleCreditsBetween = async (db: DbOrTx, account: string, from: Date, to: Date) => {
  const [row] = rowsOf<{ total: string | number; count: string | number }>(
    await db.execute(sql`
      select coalesce(sum(e.amount_cents), 0) as total, count(*) as count
      from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
      where e.account = ${account} and t.kind = 'sale'
        and e.created_at >= ${from.toISOString()} and e.created_at < ${to.toISOString()}`),
  );
  return { cents: Number(row?.total ?? 0), count: Number(row?.count ?? 0) };
};

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
        (select count(*) from orders o where o.listing_id = l.id and o.status = 'completed') as sales,
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
      (select count(*) from orders o join listings l on l.id = o.listing_id
        where l.user_id = ${userId} and o.status = 'completed') as sales,
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
