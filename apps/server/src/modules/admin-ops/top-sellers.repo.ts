import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';

export type TopSellerRow = {
  id: string;
  first_name: string | null;
  last_name: string | null;
  created_at: Date | string;
  total_sales: number;
  listings_count: number;
  total_earnings_cents: number;
};

/**
 * All-time best earners among users who ever listed something. Earnings are what the ledger
 * credited the seller for sales, net of the reversals of refunded ones; payouts do not lower it.
 */
export const listTopSellers = async (db: DbOrTx, limit: number) =>
  rowsOf<TopSellerRow>(
    await db.execute(sql`
      with sellers as (select distinct user_id from listings),
      earnings as (
        select substr(e.account, 8) as user_id, sum(e.amount_cents) as cents
        from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
        where t.kind in ('sale', 'refund') and e.account like 'seller:%'
        group by e.account
      ),
      sales as (
        select l.user_id, count(*) as n
        from orders o join listings l on l.id = o.listing_id
        where o.status = 'completed' group by l.user_id
      ),
      counts as (select user_id, count(*) as n from listings where removed_at is null group by user_id)
      select u.id, u.first_name, u.last_name, u.created_at,
             coalesce(sa.n, 0)::int as total_sales,
             coalesce(c.n, 0)::int as listings_count,
             coalesce(er.cents, 0)::int as total_earnings_cents
      from sellers s
      join users u on u.id = s.user_id
      left join earnings er on er.user_id = s.user_id
      left join sales sa on sa.user_id = s.user_id
      left join counts c on c.user_id = s.user_id
      order by total_earnings_cents desc, total_sales desc, u.created_at asc, u.id
      limit ${limit}`),
  );
