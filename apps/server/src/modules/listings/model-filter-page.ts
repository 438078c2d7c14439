import { type SQL, sql } from 'drizzle-orm';
import { isLive } from '../../db/live-listing';
import { listingPageColumns } from './listing-view';

/** How many listings the sort's index walk reads, per row up to the page's end, before it asks the GIN index. */
export const MODEL_WALK_PER_ROW = 10;

/** Listings whose current version targets `model`: what the GIN index on `current_models` answers. */
export const hasModel = (model: string): SQL => sql`l.current_models @> array[${model}]::text[]`;

/**
 * A page of listings matching `where`, which holds `hasModel(model)`, in `order`, whatever the
 * planner believes about the model. Without statistics on `current_models` (the embedded database
 * never runs ANALYZE, and a model new since the last one is missing from them) it assumes a model
 * is in 0.5% of listings and reads all of them through the GIN index to sort them: 40,000 rows and
 * 200-430 ms for a model in 40% of 100,000 listings, against 1 ms for walking the sort's index.
 * So the sort's index is walked first, a bounded number of listings (`MODEL_WALK_PER_ROW` per row
 * up to the page's end): if enough of them match, the page is theirs; the first matches in the
 * order are the first matches of the whole catalogue. Otherwise the model is rare up front and
 * its listings come through the GIN index alone, sorted: `offset 0` keeps the planner from turning
 * that into a walk of the whole catalogue, and with only the model inside, it does not add a
 * bitmap of every listed listing from a sort index either (it guesses that few are listed). The
 * page is the same either way.
 */
export const modelFilterPage = (where: SQL[], model: string, order: SQL, limit: number, offset: number): SQL => {
  const end = offset + limit;
  const matching = sql.join(where, sql` and `);
  const found = sql`(select count(*) from walked)`;
  return sql`
    with walked as (
      select ${listingPageColumns}
      from (
        select * from listings l
        where l.removed_at is null and l.active and ${isLive('l')}
        order by ${order}
        limit ${end * MODEL_WALK_PER_ROW}
      ) l
      where ${matching}
      order by ${order}
      limit ${end}
    )
    (select * from walked l where ${found} >= ${end} order by ${order} limit ${limit} offset ${offset})
    union all
    (select ${listingPageColumns}
    from (select * from listings l where ${hasModel(model)} offset 0) l
    where ${matching} and ${found} < ${end}
    order by ${order}
    limit ${limit} offset ${offset})`;
};
