import { type SQL, sql } from 'drizzle-orm';
import { isLive } from '../../db/live-listing';

/** How many listings the sort's index walk reads, per row up to the page's end, before the GIN index is asked. */
export const MODEL_WALK_PER_ROW = 10;

/** Listings whose current version targets `model`: what the GIN index on `current_models` answers. */
export const hasModel = (model: string): SQL => sql`l.current_models @> array[${model}]::text[]`;

/**
 * The first listed listings in `order`, as many as a page ending at `end` may need to read: the
 * walk of the sort's index that a `model` page is taken from, whatever the planner believes about
 * the model. Statistics that lack a model (the embedded database never runs ANALYZE; on a live
 * server a model can take off between two automatic ones) make it guess the model is in a handful
 * of listings and read all of them through the GIN index to sort them: 40,000 rows and 200-430 ms
 * for a model in 40% of 100,000 listings, against 1 ms for the walk.
 */
export const modelWalk = (order: SQL, end: number): SQL => sql`(
  select * from listings l
  where l.removed_at is null and l.active and ${isLive('l')}
  order by ${order}
  limit ${end * MODEL_WALK_PER_ROW})`;

/**
 * The model's listings through the GIN index alone, for a page the walk did not fill (the model is
 * rare up front, or its listings end on this page), so the page is read in full. `offset 0`
 * keeps the planner from turning it into a walk of the whole catalogue, and with only the model
 * inside it adds no bitmap of every listed listing from a sort index either.
 */
export const modelIndexed = (model: string): SQL => sql`(select * from listings l where ${hasModel(model)} offset 0)`;
