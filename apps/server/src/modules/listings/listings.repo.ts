import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { isLive } from '../../db/live-listing';
import { rowsOf } from '../../db/rows';
import { listings } from '../../db/schema';
import { type ListingViewRow, listingViewColumns, toListing } from './listing-view';

export type ListingRow = typeof listings.$inferSelect;
export type NewListing = typeof listings.$inferInsert;

/**
 * A listing that has been out in public: live now, or published once and since revoked. Only
 * such a listing counts views; one whose first version was never published is its seller's.
 */
const wasReleased = sql`(${isLive('listings')} or exists (
  select 1 from listing_versions v where v.listing_id = listings.id and v.published_at is not null))`;

/** One listing with seller and rating; `countView` adds the view in the same statement. */
export const findListingView = async (db: DbOrTx, id: string, { countView }: { countView: boolean }) => {
  const source = countView
    ? sql`(update listings set view_count = view_count + 1
        where id = ${id} and removed_at is null and ${wasReleased} returning *)`
    : sql`(select * from listings where id = ${id} and removed_at is null)`;
  const result = await db.execute(sql`
    with l as ${source}
    select ${listingViewColumns}
    from l
    join users u on u.id = l.user_id`);
  const [row] = rowsOf<ListingViewRow>(result);
  return row ? toListing(row) : undefined;
};

/** Counts a view on its own, where the listing is read from a replica; the new count, if listed. */
export const countListingView = async (db: DbOrTx, id: string) => {
  const [row] = await db
    .update(listings)
    .set({ viewCount: sql`${listings.viewCount} + 1` })
    .where(and(eq(listings.id, id), isNull(listings.removedAt), wasReleased))
    .returning({ viewCount: listings.viewCount });
  return row?.viewCount;
};

/** Whether any version of the listing was ever published (it may be revoked since). */
export const wasEverReleased = async (db: DbOrTx, id: string) => {
  const [row] = rowsOf<{ released: boolean }>(
    await db.execute(sql`select ${wasReleased} as released from listings where id = ${id}`),
  );
  return row?.released === true;
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
  verified_purchase: boolean;
  reply_content: string | null;
  reply_created_at: Date | string | null;
  reply_updated_at: Date | string | null;
};

export const listReviewsOfListing = async (db: DbOrTx, listingId: string, limit = 100) =>
  rowsOf<ReviewViewRow>(
    await db.execute(sql`
      select r.id, r.rating, r.comment, r.created_at, r.listing_id, r.buyer_id,
             u.first_name, u.last_name, u.display_name, u.name, u.image,
             exists (select 1 from orders o where o.buyer_id = r.buyer_id and o.listing_id = r.listing_id
                     and o.status = 'completed') as verified_purchase,
             rr.content as reply_content, rr.created_at as reply_created_at, rr.updated_at as reply_updated_at
      from reviews r join users u on u.id = r.buyer_id
      left join review_replies rr on rr.review_id = r.id
      where r.listing_id = ${listingId}
      order by r.created_at desc
      limit ${limit}`),
  );

export type ListedIdRow = { id: string; updated_at: Date | string };

/** One page of the listed listings in id order, after `afterId`: the sitemap walks them page by page. */
export const listListedIdsAfter = async (
  db: DbOrTx,
  { afterId, offset = 0, limit }: { afterId?: string; offset?: number; limit: number },
) =>
  rowsOf<ListedIdRow>(
    await db.execute(sql`
      select id, updated_at from listings
      where active and removed_at is null and ${isLive()} ${afterId ? sql`and id > ${afterId}` : sql``}
      order by id
      limit ${limit} offset ${offset}`),
  );

export const countListed = async (db: DbOrTx) =>
  rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from listings where active and removed_at is null and ${isLive()}`),
  )[0]!.n;

/** Takes every listing of a seller off sale; orders and their downloads are untouched. */
export const deactivateListingsOfSeller = async (db: DbOrTx, sellerId: string) => {
  await db
    .update(listings)
    .set({ active: false, featured: false, updatedAt: new Date() })
    .where(eq(listings.userId, sellerId));
};
