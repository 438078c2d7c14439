import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';

/**
 * Rating aggregation over the `reviews` table, the one definition every read uses. Reviews of
 * refunded orders are deleted by the refund flow, so a plain average over the table is correct.
 */

/** LATERAL join giving `rt.average` / `rt.count` for the listing aliased `l`: cheap for one page. */
export const ratingLateralJoin = sql.raw(
  `left join lateral (select avg(r.rating) as average, count(*) as count from reviews r where r.listing_id = l.id) rt on true`,
);

/** Grouped join giving `rt.average` / `rt.count`: the plan for sorting the whole catalogue by rating. */
export const ratingGroupedJoin = sql.raw(
  `left join (select r.listing_id, avg(r.rating) as average, count(*) as count from reviews r group by r.listing_id) rt on rt.listing_id = l.id`,
);

export const getListingRating = async (db: DbOrTx, listingId: string) => {
  const [row] = rowsOf<{ average: number; count: number }>(
    await db.execute(
      sql`select coalesce(avg(rating), 0)::float8 as average, count(*)::int as count from reviews where listing_id = ${listingId}`,
    ),
  );
  return { average: Number(row?.average ?? 0), count: Number(row?.count ?? 0) };
};
