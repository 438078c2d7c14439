import type { SellersQuery } from '@agentsy/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';

export type SellerRow = {
  id: string;
  first_name: string | null;
  last_name: string | null;
  display_name: string | null;
  name: string;
  image: string | null;
  bio: string | null;
  website: string | null;
  location: string | null;
  created_at: Date | string;
  email_verified: boolean;
  seller_enabled: boolean;
  active_listings: number;
  total_sales: number;
  average_rating: number;
  total_reviews: number;
};

/**
 * Per-seller figures as joinable subqueries. `total_sales` is the sum of download counts until
 * orders exist: the payments work replaces `salesByUser` with a count of completed orders.
 */
const listingsByUser = sql.raw(`
  select user_id,
         count(*) filter (where active) as active_listings,
         max(greatest(created_at, updated_at)) as last_activity
  from listings where removed_at is null group by user_id`);
const salesByUser = sql.raw(`
  select user_id, sum(download_count) as total_sales from listings group by user_id`);
const ratingsByUser = sql.raw(`
  select l.user_id, avg(r.rating) as average_rating, count(*) as total_reviews
  from reviews r join listings l on l.id = r.listing_id
  where l.removed_at is null group by l.user_id`);

const sellerSelect = sql.raw(`
  select u.id, u.first_name, u.last_name, u.display_name, u.name, u.image, u.bio, u.website, u.location,
         u.created_at, u.email_verified, u.seller_enabled,
         coalesce(ls.active_listings, 0)::int as active_listings,
         coalesce(sa.total_sales, 0)::int as total_sales,
         coalesce(rs.average_rating, 0)::float8 as average_rating,
         coalesce(rs.total_reviews, 0)::int as total_reviews`);

const sellerJoins = sql`
  left join (${listingsByUser}) ls on ls.user_id = u.id
  left join (${salesByUser}) sa on sa.user_id = u.id
  left join (${ratingsByUser}) rs on rs.user_id = u.id`;

const orderFor: Record<SellersQuery['sortBy'], SQL> = {
  most_active: sql`ls.last_activity desc nulls last, coalesce(ls.active_listings, 0) desc, u.created_at desc`,
  newest: sql`u.created_at desc`,
  highest_rated: sql`coalesce(rs.average_rating, 0) desc, coalesce(rs.total_reviews, 0) desc, u.created_at desc`,
  most_agents: sql`coalesce(ls.active_listings, 0) desc, u.created_at desc`,
  most_sales: sql`coalesce(sa.total_sales, 0) desc, u.created_at desc`,
};

export type SellerFilter = Omit<SellersQuery, 'category' | 'verifiedOnly'> & {
  verifiedOnly: boolean;
  specialization?: { useCases: readonly string[]; platforms: readonly string[] };
};

const inList = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** The creators directory: sellers (seller mode on) with their figures, filtered and sorted in SQL. */
export const listSellers = async (db: DbOrTx, f: SellerFilter) => {
  const where: SQL[] = [sql`u.seller_enabled`];
  if (f.search) {
    const like = `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      sql`(u.name ilike ${like} or u.first_name ilike ${like} or u.last_name ilike ${like} or u.display_name ilike ${like})`,
    );
  }
  if (f.rating !== undefined) where.push(sql`coalesce(rs.average_rating, 0) >= ${f.rating}`);
  if (f.verifiedOnly) where.push(sql`u.email_verified`);
  if (f.specialization) {
    const { useCases, platforms } = f.specialization;
    const match: SQL[] = [];
    if (useCases.length) match.push(sql`s.use_case in (${inList(useCases)})`);
    if (platforms.length) match.push(sql`s.platform in (${inList(platforms)})`);
    where.push(sql`exists (select 1 from listings s where s.user_id = u.id and s.active and s.removed_at is null
                           and (${sql.join(match, sql` or `)}))`);
  }
  return rowsOf<SellerRow>(
    await db.execute(sql`
      ${sellerSelect}
      from users u ${sellerJoins}
      where ${sql.join(where, sql` and `)}
      order by ${orderFor[f.sortBy]}, u.id
      limit ${f.limit} offset ${f.offset}`),
  );
};

/** One user's public figures (any user, seller or not). */
export const findSellerProfile = async (db: DbOrTx, userId: string) => {
  const [row] = rowsOf<SellerRow>(
    await db.execute(sql`${sellerSelect} from users u ${sellerJoins} where u.id = ${userId}`),
  );
  return row;
};

/**
 * Public top sellers. Until orders exist, sales are download counts and earnings are zero; the
 * payments work rewrites this one function over completed orders (sum of seller share).
 */
export const listTopSellers = async (db: DbOrTx, limit: number) =>
  rowsOf<{
    id: string;
    first_name: string | null;
    last_name: string | null;
    image: string | null;
    total_sales: number;
    total_earnings_cents: number;
  }>(
    await db.execute(sql`
      select u.id, u.first_name, u.last_name, u.image,
             sum(l.download_count)::int as total_sales, 0::int as total_earnings_cents
      from listings l join users u on u.id = l.user_id
      where l.removed_at is null
      group by u.id
      order by total_sales desc, u.created_at asc, u.id
      limit ${limit}`),
  );

/** Landing-page strip. `sales_cents` becomes the sum of completed orders once they exist. */
export const countPlatformStats = async (db: DbOrTx) => {
  const [row] = rowsOf<{ agents: number; sellers: number; buyers: number; sales_cents: number }>(
    await db.execute(sql`
      select (select count(*) from listings where active and removed_at is null)::int as agents,
             (select count(*) from users where seller_enabled)::int as sellers,
             (select count(*) from users)::int as buyers,
             0::int as sales_cents`),
  );
  return row!;
};
