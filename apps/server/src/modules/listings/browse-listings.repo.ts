import type { SortOption } from '@agentsy/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { isLive } from '../../db/live-listing';
import { rowsOf } from '../../db/rows';
import { correctableTerms, correctedSearch, correctionQuery, fullTextSql, RANK_CANDIDATES } from './listing-search';
import { listingJsonSql, listingPageColumns } from './listing-view';
import { hasModel, modelIndexed, modelWalk } from './model-filter-page';

export type ListingFilter = {
  featured?: boolean;
  platform?: string;
  useCases?: readonly string[];
  priceMinCents?: number;
  priceMaxCents?: number;
  search?: string;
  sellerId?: string;
  includeInactive?: boolean;
  /** Listings whose current version targets this catalogue model. */
  model?: string;
  /** Leave out listings whose current version targets only retired models. */
  currentModelsOnly?: boolean;
  /** A `model` page through the GIN index: the walk of the sort's index fell short (findListingsPage). */
  modelIndexed?: boolean;
  /** Undefined with a search means "by relevance". */
  sortBy?: SortOption;
  limit: number;
  offset: number;
};

/** `desc nulls last` everywhere: that is how drizzle-kit writes the sort indexes, so they match. */
const orderFor = (sortBy: SortOption | undefined, isRanked: boolean): SQL => {
  if (!sortBy && isRanked) return sql`rank desc, l.created_at desc nulls last, l.id`;
  switch (sortBy) {
    case 'popular':
      return sql`l.download_count desc nulls last, l.view_count desc nulls last, l.created_at desc nulls last, l.id`;
    case 'price-low':
      return sql`l.price_cents, l.created_at desc nulls last, l.id`;
    case 'price-high':
      return sql`l.price_cents desc nulls last, l.created_at desc nulls last, l.id`;
    case 'rating':
      return sql`l.rating_average desc nulls last, l.rating_count desc nulls last, l.created_at desc nulls last, l.id`;
    default:
      return sql`l.created_at desc nulls last, l.id`;
  }
};

export const filterConditions = (f: ListingFilter): SQL[] => {
  const where: SQL[] = [sql`l.removed_at is null`];
  // The seller's own list (includeInactive) shows every listing, live or not.
  if (!f.includeInactive) where.push(sql`l.active`, isLive('l'));
  if (f.featured !== undefined) where.push(sql`l.featured = ${f.featured}`);
  if (f.platform) where.push(sql`l.platform = ${f.platform}`);
  if (f.useCases?.length) {
    where.push(
      sql`l.use_case in (${sql.join(
        f.useCases.map((u) => sql`${u}`),
        sql`, `,
      )})`,
    );
  }
  if (f.priceMinCents !== undefined) where.push(sql`l.price_cents >= ${f.priceMinCents}`);
  if (f.priceMaxCents !== undefined) where.push(sql`l.price_cents <= ${f.priceMaxCents}`);
  if (f.sellerId) where.push(sql`l.user_id = ${f.sellerId}`);
  // Matching 40-60% of the catalogue, both are filters on the walk of the sort's index: 20 rows
  // come after ~50 read, where a bitmap over the GIN index would sort tens of thousands. A page
  // with `model` walks whatever the statistics say (modelWalk).
  if (f.model) where.push(hasModel(f.model));
  // Kept by triggers on listings and models (migration 0037), so no catalogue read per search.
  if (f.currentModelsOnly) where.push(sql`not l.only_retired_models`);
  return where;
};

/** Whether the plain full-text match finds anything: an index probe that stops at one row. */
export const fullTextProbeQuery = (f: ListingFilter & { search: string }) => {
  const where = [...filterConditions(f), fullTextSql(f.search).where];
  return sql`select 1 from listings l where ${sql.join(where, sql` and `)} limit 1`;
};

/** How many of the newest listings a search reads, per candidate, before it asks the GIN index. */
export const WALK_PER_CANDIDATE = 10;

/** The newest listed listings, newest first: the bounded walk over `listings_listed_created_idx`. */
const newestListed = (count: number) => sql`(
  select * from listings l
  where l.removed_at is null and l.active and ${isLive('l')}
  order by l.created_at desc nulls last, l.id
  limit ${count}
)`;

/**
 * True when the words match none of the newest `sample` listings: then they are rare (a typo, an
 * unusual word), and the GIN index is the way to their matches. PostgreSQL cannot tell: a word its
 * statistics do not hold is assumed to match 0.5% of the catalogue, so it walks a sort index
 * looking for matches that do not exist, through every listing (2.4 s at 1,000,000 listings,
 * bench/README.md "Growth"). Only the words count here, not the other filters: a common word
 * with a rare platform is still best walked in the sort's order.
 */
export const rareWords = (textWhere: SQL, sample: number) =>
  sql`not exists (select 1 from ${newestListed(sample)} l where ${textWhere})`;

/** `where`'s matches through the GIN index alone: `offset 0` keeps the planner from making it a sort-index walk. */
export const fromTextIndex = (where: SQL[]) =>
  sql`(select * from listings l where ${sql.join(where, sql` and `)} offset 0)`;

/**
 * The newest `count` listings matching `where` (which includes the full-text match), in date order,
 * whatever the planner believes about the words. For several words that come together ("meeting
 * notes", in every tenth listing) it estimates them as unrelated, expects a handful of rows and
 * reads every match through the GIN index (10,000 rows, 20+ ms on PGlite); for a word its
 * statistics lack it walks the date index through the whole catalogue (see `rareWords`). So the
 * newest listings are walked first, a bounded number of them. Enough matches: done. Some: the
 * planner's own plan, then a sound one. None: the GIN index alone. The result is the same every
 * way: the newest `count` matches. The three branches are gated on the walk's count alone: a
 * `rareWords` probe in here as well tripled the statement's planning time (0.9 -> 2.9 ms) and the
 * search's database CPU at 1,000,000 listings (bench/README.md "Growth").
 */
const newestMatches = (f: ListingFilter, where: SQL[], count: number): SQL => {
  const byDate = (source: SQL, gate: SQL) => sql`
    select ${listingPageColumns}, l.search_vector
    from ${source} l
    where ${gate}
    order by l.created_at desc nulls last, l.id
    limit ${count}`;
  const matching = sql.join(where, sql` and `);
  // The walk reads the listed-by-date index; seller pages with inactive listings are small anyway.
  if (f.includeInactive) return byDate(sql`listings`, matching);
  const found = sql`(select count(*) from walked)`;
  return sql`
    with walked as (${byDate(newestListed(count * WALK_PER_CANDIDATE), matching)})
    select * from walked where ${found} >= ${count}
    union all
    (${byDate(sql`listings`, sql`${matching} and ${found} between 1 and ${count - 1}`)})
    union all
    (${byDate(fromTextIndex(where), sql`${found} = 0`)})`;
};

/**
 * A page in a chosen order (newest, price, popular, rating), words included or not. With words,
 * rare ones are found through the GIN index and sorted, common ones by walking the order's index.
 */
const sortedPage = (f: ListingFilter, where: SQL[], order: SQL, textWhere: SQL | undefined): SQL => {
  const inOrder = (source: SQL, gate: SQL) => sql`
    select ${listingPageColumns}
    from ${source} l
    where ${gate}
    order by ${order}
    limit ${f.limit} offset ${f.offset}`;
  const matching = sql.join(where, sql` and `);
  const { model } = f;
  if (model && !textWhere && !f.includeInactive)
    return inOrder(f.modelIndexed ? modelIndexed(model) : modelWalk(order, f.offset + f.limit), matching);
  if (!textWhere || f.includeInactive) return inOrder(sql`listings`, matching);
  const rare = rareWords(textWhere, RANK_CANDIDATES * WALK_PER_CANDIDATE);
  return sql`
    (${inOrder(sql`listings`, sql`${matching} and not ${rare}`)})
    union all
    (${inOrder(fromTextIndex(where), rare)})`;
};

/**
 * The page of listings chosen from `listings` alone (an index walk for every sort, ratings
 * included, as they live on the row), then its sellers looked up one by one by primary key
 * (`limit 1` keeps the planner from turning that into a scan of every user for 20 rows).
 * `textQuery` is the full-text query to match: the search as typed or its typo correction.
 * Sorted by relevance, only the RANK_CANDIDATES newest matches are ranked, so a word found in
 * every tenth listing costs the same as a rare one; the matches after them follow newest first.
 * That head is the same for every page, so Load More never repeats or skips a listing.
 */
export const listingsQuery = (f: ListingFilter & { textQuery?: string }): SQL => {
  const where = filterConditions(f);
  const text = f.textQuery ? fullTextSql(f.textQuery) : undefined;
  if (text) where.push(text.where);
  const isRanked = !!text && !f.sortBy;
  const order = orderFor(f.sortBy, isRanked);
  const candidates = Math.max(RANK_CANDIDATES, f.offset + f.limit);
  const page = isRanked
    ? sql`
      select ${listingPageColumns},
        case when row_number() over (order by l.created_at desc nulls last, l.id) <= ${RANK_CANDIDATES}
          then ${text.rank} else -1 end as rank
      from (${newestMatches(f, where, candidates)}) l
      order by ${order}
      limit ${f.limit} offset ${f.offset}`
    : sortedPage(f, where, order, text?.where);
  // The page comes back as the response itself, one JSON text: the driver decodes one field
  // instead of ~460 (PGlite copies and decodes each field on its own, which cost more than the
  // query), it crosses from the PGlite thread as one string, and the route sends it as is.
  return sql`
    select coalesce(json_agg(${listingJsonSql} order by ${order}), '[]')::text as page, count(*)::int as n
    from (${page}) l
    cross join lateral (select first_name, last_name, image, verified_domain from users where id = l.user_id limit 1) u`;
};

export type Correction = { term: string; word: string | null };

/** Runs one statement and answers its rows: the app's drizzle handle, or a raw driver in the bench. */
export type RunQuery = <T>(query: SQL) => Promise<T[]>;

/** A page of `Listing`s as JSON text, exactly as `GET /api/listings` answers it. */
export type ListingsPageJson = string;

export const EMPTY_PAGE = '[]';

/**
 * Search is full-text first. Only when that finds nothing at all (decided on the whole result,
 * not the page, so paging stays consistent) are the query's words corrected against the
 * vocabulary of title and tag words, and the full-text search run again with the corrections.
 * On the first page the corrections ride along with the search itself (computed only when it
 * came back empty), so a misspelt search costs two statements, not three.
 */
export const findListingsPage = async (run: RunQuery, f: ListingFilter): Promise<ListingsPageJson> => {
  const pageOf = async (query: ListingFilter & { textQuery?: string }) =>
    (await run<{ page: string }>(listingsQuery(query)))[0]!.page;
  if (!f.search && (!f.model || f.includeInactive)) return pageOf(f);
  if (!f.search) {
    // A full page from the walk is the page (modelWalk); a short one may be the walk's bound, so
    // the model's listings are read through the GIN index: two statements only for a short page.
    const [walked] = await run<{ page: string; n: number }>(listingsQuery(f));
    return walked!.n === f.limit ? walked!.page : pageOf({ ...f, modelIndexed: true });
  }
  const terms = correctableTerms(f.search);
  const searched = { ...f, textQuery: f.search };
  let page: string;
  let corrections: Correction[] | null = null;
  if (f.offset === 0 && terms.length) {
    const [first] = await run<{ page: string; corrections: Correction[] | null }>(sql`
      select p.page, case when p.page = ${EMPTY_PAGE}
        then (select json_agg(c) from (${correctionQuery(terms)}) c) end as corrections
      from (${listingsQuery(searched)}) p`);
    ({ page, corrections } = first!);
  } else {
    page = await pageOf(searched);
    if (page !== EMPTY_PAGE || !terms.length) return page;
    if (f.offset > 0 && (await run(fullTextProbeQuery({ ...f, search: f.search }))).length) return page;
    corrections = await run<Correction>(correctionQuery(terms));
  }
  const corrected = corrections && correctedSearch(f.search, corrections);
  return corrected ? pageOf({ ...f, textQuery: corrected }) : page;
};

export const runOn =
  (db: DbOrTx): RunQuery =>
  async <T>(query: SQL) =>
    rowsOf<T>(await db.execute(query));

export const listListings = (db: DbOrTx, f: ListingFilter) => findListingsPage(runOn(db), f);
