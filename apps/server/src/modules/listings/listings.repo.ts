import type { SortOption } from '@agentsy/contracts';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { listings } from '../../db/schema';
import { ratingGroupedJoin, ratingLateralJoin } from './listing-ratings';
import { fullTextSql, type SearchMode, searchSql } from './listing-search';
import { type ListingViewRow, listingPageColumns, listingViewColumns, toListing } from './listing-view';

export type ListingRow = typeof listings.$inferSelect;
export type NewListing = typeof listings.$inferInsert;

export type ListingFilter = {
  featured?: boolean;
  platform?: string;
  useCases?: readonly string[];
  priceMinCents?: number;
  priceMaxCents?: number;
  search?: string;
  sellerId?: string;
  includeInactive?: boolean;
  /** Undefined with a search means "by relevance". */
  sortBy?: SortOption;
  /** How `search` matches; `listListings` picks it (see `hasFullTextMatch`). */
  searchMode?: SearchMode;
  limit: number;
  offset: number;
};

/** `desc nulls last` everywhere: that is how drizzle-kit writes the sort indexes, so they match. */
const orderFor = (sortBy: SortOption | undefined, hasSearch: boolean): SQL => {
  if (!sortBy && hasSearch) return sql`rank desc, l.created_at desc nulls last, l.id`;
  switch (sortBy) {
    case 'popular':
      return sql`l.download_count desc nulls last, l.view_count desc nulls last, l.created_at desc nulls last, l.id`;
    case 'price-low':
      return sql`l.price_cents, l.created_at desc nulls last, l.id`;
    case 'price-high':
      return sql`l.price_cents desc nulls last, l.created_at desc nulls last, l.id`;
    case 'rating':
      return sql`coalesce(rt.average, 0) desc, coalesce(rt.count, 0) desc, l.created_at desc nulls last, l.id`;
    default:
      return sql`l.created_at desc nulls last, l.id`;
  }
};

/**
 * The marketplace query: filters, sort and page in one statement, with seller and rating joined.
 * Sorting by rating needs every listing's average, so that sort alone uses the grouped join.
 */
const filterConditions = (f: ListingFilter): SQL[] => {
  const where: SQL[] = [sql`l.removed_at is null`];
  if (!f.includeInactive) where.push(sql`l.active`);
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
  return where;
};

/** Whether the plain full-text match finds anything: an index probe that stops at one row. */
export const fullTextProbeQuery = (f: ListingFilter & { search: string }) => {
  const where = [...filterConditions(f), fullTextSql(f.search).where];
  return sql`select 1 from listings l where ${sql.join(where, sql` and `)} limit 1`;
};

export const hasFullTextMatch = async (db: DbOrTx, f: ListingFilter & { search: string }) =>
  rowsOf(await db.execute(fullTextProbeQuery(f))).length > 0;

export const listingsQuery = (f: ListingFilter): SQL => {
  const where = filterConditions(f);
  const search = f.search ? searchSql(f.search, f.searchMode ?? 'full-text') : undefined;
  if (search) where.push(search.where);

  // The page is chosen from `listings` alone (an index walk for most sorts), then only its rows
  // are joined to sellers and rated: joining first would rate the whole catalogue on every call.
  const pageRating = f.sortBy === 'rating' ? ratingGroupedJoin : sql``;
  const rank = search ? sql`, ${search.rank} as rank` : sql``;
  const order = orderFor(f.sortBy, !!search);
  return sql`
    select ${listingViewColumns}
    from (
      select ${listingPageColumns} ${rank}
      from listings l ${pageRating}
      where ${sql.join(where, sql` and `)}
      order by ${order}
      limit ${f.limit} offset ${f.offset}
    ) l
    join users u on u.id = l.user_id
    ${ratingLateralJoin}
    order by ${order}`;
};

/**
 * Search is full-text first; only when that finds nothing at all does it fall back to typo
 * matching (deciding on the whole result, not the page, keeps paging consistent).
 */
export const listListings = async (db: DbOrTx, f: ListingFilter) => {
  const searchMode: SearchMode | undefined = f.search
    ? (await hasFullTextMatch(db, { ...f, search: f.search }))
      ? 'full-text'
      : 'typo'
    : undefined;
  return rowsOf<ListingViewRow>(await db.execute(listingsQuery({ ...f, searchMode }))).map(toListing);
};

/** One listing with seller and rating; `countView` adds the view in the same statement. */
export const findListingView = async (db: DbOrTx, id: string, { countView }: { countView: boolean }) => {
  const source = countView
    ? sql`(update listings set view_count = view_count + 1 where id = ${id} and removed_at is null returning *)`
    : sql`(select * from listings where id = ${id} and removed_at is null)`;
  const result = await db.execute(sql`
    with l as ${source}
    select ${listingViewColumns}
    from l
    join users u on u.id = l.user_id
    ${ratingLateralJoin}`);
  const [row] = rowsOf<ListingViewRow>(result);
  return row ? toListing(row) : undefined;
};

export const findListingRow = async (db: DbOrTx, id: string) => {
  const [row] = await db.select().from(listings).where(eq(listings.id, id)).limit(1);
  return row;
};

export const insertListing = async (db: DbOrTx, values: NewListing) => {
  const [row] = await db.insert(listings).values(values).returning({ id: listings.id });
  return row!;
};

export const updateListingRow = async (db: DbOrTx, id: string, patch: Partial<NewListing>) => {
  await db
    .update(listings)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(listings.id, id));
};

export type ReviewViewRow = {
  id: string;
  rating: number;
  comment: string | null;
  created_at: Date | string;
  listing_id: string;
  buyer_id: string;
  first_name: string | null;
  last_name: string | null;
  display_name: string | null;
  name: string;
  image: string | null;
};

export const listReviewsOfListing = async (db: DbOrTx, listingId: string, limit = 100) =>
  rowsOf<ReviewViewRow>(
    await db.execute(sql`
      select r.id, r.rating, r.comment, r.created_at, r.listing_id, r.buyer_id,
             u.first_name, u.last_name, u.display_name, u.name, u.image
      from reviews r join users u on u.id = r.buyer_id
      where r.listing_id = ${listingId}
      order by r.created_at desc
      limit ${limit}`),
  );
