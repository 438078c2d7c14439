import type { SellersQuery } from '@agentsy/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { isLive } from '../../db/live-listing';
import { rowsOf } from '../../db/rows';
import { weekStartSql } from '../../db/week-start';

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
  verified_domain: string | null;
  seller_enabled: boolean;
  active_listings: number;
  total_sales: number;
  average_rating: number;
  total_reviews: number;
};

/**
 * Per-seller figures as joinable subqueries. A sale is a completed order (refunded ones drop out;
 * free claims are orders too).
 */
const listingsByUser = sql`
  select user_id,
         count(*) filter (where active and ${isLive()}) as active_listings,
         max(greatest(created_at, updated_at)) as last_activity
  from listings where removed_at is null group by user_id`;
const salesByUser = sql.raw(`
  select l.user_id, count(*) as total_sales
  from orders o join listings l on l.id = o.listing_id
  where o.status = 'completed' group by l.user_id`);
const ratingsByUser = sql.raw(`
  select l.user_id, avg(r.rating) as average_rating, count(*) as total_reviews
  from reviews r join listings l on l.id = r.listing_id
  where l.removed_at is null group by l.user_id`);

const sellerSelect = sql.raw(`
  select u.id, u.first_name, u.last_name, u.display_name, u.name, u.image, u.bio, u.website, u.location,
         u.created_at, u.email_verified, u.verified_domain, u.seller_enabled,
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
  /** Match each search word to a close name word instead of the typed text (see nameWordsMatch). */
  isFuzzy?: boolean;
};

/** The search's words worth correcting, as listing search takes them: three letters or more, not only digits. */
export const fuzzyTerms = (search: string) =>
  [
    ...new Set(
      search
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((w) => w.length >= 3 && !/^\p{N}+$/u.test(w)),
    ),
  ].slice(0, 6);

/**
 * Every search word is close to a word of the seller's names: trigram similarity (`%`, pg_trgm,
 * as the listings' typo correction uses it) and an edit distance of 1 for words up to four letters,
 * 2 above, so "lovelase" finds Lovelace but "ada" does not find every "adam".
 */
const nameWordsMatch = (terms: string[]) => {
  const rows = sql.join(
    terms.map((t) => sql`(${t}::text, ${t.length <= 4 ? 1 : 2}::int)`),
    sql`, `,
  );
  return sql`not exists (
    select 1 from (values ${rows}) t(term, distance)
    where not exists (
      select 1 from regexp_split_to_table(
        lower(concat_ws(' ', u.name, u.first_name, u.last_name, u.display_name)), '[^[:alnum:]]+') w(word)
      where w.word % t.term and levenshtein_less_equal(w.word, t.term, t.distance) <= t.distance))`;
};

const inList = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * The creators directory: sellers (seller mode on) with at least one agent on sale, with their
 * figures, filtered and sorted in SQL. An account that only switched seller mode on (the admin,
 * a buyer trying it out) has nothing to show a visitor.
 */
export const listSellers = async (db: DbOrTx, f: SellerFilter) => {
  const where: SQL[] = [sql`u.seller_enabled`, sql`ls.active_listings > 0`];
  if (f.search && f.isFuzzy) where.push(nameWordsMatch(fuzzyTerms(f.search)));
  else if (f.search) {
    const like = `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      sql`(u.name ilike ${like} or u.first_name ilike ${like} or u.last_name ilike ${like} or u.display_name ilike ${like})`,
    );
  }
  if (f.rating !== undefined) where.push(sql`coalesce(rs.average_rating, 0) >= ${f.rating}`);
  if (f.verifiedOnly) where.push(sql`u.verified_domain is not null`);
  if (f.specialization) {
    const { useCases, platforms } = f.specialization;
    const match: SQL[] = [];
    if (useCases.length) match.push(sql`s.use_case in (${inList(useCases)})`);
    if (platforms.length) match.push(sql`s.platform in (${inList(platforms)})`);
    where.push(sql`exists (select 1 from listings s where s.user_id = u.id and s.active and s.removed_at is null and ${isLive('s')}
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
 * "Top Sellers This Week": completed orders since Sunday 00:00 New York time, with earnings
 * taken from the ledger (the seller's credit of each sale, 89% of the price), best earners first.
 */
export const listTopSellers = async (db: DbOrTx, { limit, now }: { limit: number; now: Date }) =>
  rowsOf<{
    id: string;
    first_name: string | null;
    last_name: string | null;
    image: string | null;
    total_sales: number;
    total_earnings_cents: number;
  }>(
    await db.execute(sql`
      with week_orders as (
        select o.id, l.user_id
        from orders o join listings l on l.id = o.listing_id
        where o.status = 'completed' and o.created_at >= ${weekStartSql(now)} and o.created_at <= ${now.toISOString()}::timestamptz
      ), earnings as (
        select w.id, coalesce(sum(e.amount_cents), 0) as cents
        from week_orders w
        join ledger_transactions t on t.order_id = w.id and t.kind = 'sale'
        join ledger_entries e on e.transaction_id = t.id and e.account = 'seller:' || w.user_id
        group by w.id
      )
      select u.id, u.first_name, u.last_name, u.image,
             count(*)::int as total_sales, coalesce(sum(er.cents), 0)::int as total_earnings_cents
      from week_orders w
      join users u on u.id = w.user_id
      left join earnings er on er.id = w.id
      group by u.id
      order by total_earnings_cents desc, total_sales desc, u.created_at asc, u.id
      limit ${limit}`),
  );

/**
 * Landing-page strip. "Active Sellers" are accounts with an agent on sale, as in the directory.
 * `sales_cents` is the listing prices of completed orders (without buyer fees).
 */
export const countPlatformStats = async (db: DbOrTx) => {
  const [row] = rowsOf<{ agents: number; sellers: number; buyers: number; sales_cents: number }>(
    await db.execute(sql`
      select (select count(*) from listings where active and removed_at is null and ${isLive()})::int as agents,
             (select count(distinct user_id) from listings where active and removed_at is null and ${isLive()})::int as sellers,
             (select count(*) from users)::int as buyers,
             (select coalesce(sum(subtotal_cents), 0) from orders where status = 'completed')::bigint as sales_cents`),
  );
  return row!;
};

/** One page of the users with at least one listed listing, in id order, after `afterId` (sitemap). */
const hasListed = sql`exists (select 1 from listings l where l.user_id = u.id and l.active and l.removed_at is null and ${isLive('l')})`;

export const listSellerIdsAfter = async (
  db: DbOrTx,
  { afterId, offset = 0, limit }: { afterId?: string; offset?: number; limit: number },
) =>
  rowsOf<{ id: string; updated_at: Date | string }>(
    await db.execute(sql`
      select u.id, u.updated_at from users u
      where ${hasListed} ${afterId ? sql`and u.id > ${afterId}` : sql``}
      order by u.id
      limit ${limit} offset ${offset}`),
  );

export const countSellersWithListed = async (db: DbOrTx) =>
  rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from users u where ${hasListed}`))[0]!.n;
