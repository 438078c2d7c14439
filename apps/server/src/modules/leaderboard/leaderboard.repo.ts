import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { isLive } from '../../db/live-listing';
import { rowsOf } from '../../db/rows';
import { weekStartSql } from '../../db/week-start';

/** The public columns of a ranked user; never the e-mail. */
export type RankedUserRow = {
  id: string;
  first_name: string | null;
  last_name: string | null;
  display_name: string | null;
  name: string;
  image: string | null;
};

const rankedUserColumns = sql.raw('u.id, u.first_name, u.last_name, u.display_name, u.name, u.image');

type Window = { now: Date; limit: number };

const withinWeek = (column: SQL, now: Date) =>
  sql`${column} >= ${weekStartSql(now)} and ${column} <= ${now.toISOString()}::timestamptz`;

/**
 * Sellers by downloads of their listings this week: completed orders (free claims are orders too;
 * a refunded order has left `completed`) whose buyer has verified their e-mail, counted once per
 * buyer and listing, where a buyer is a person (`person_key`: case, `+tag`, Gmail's dots) and
 * never the seller's own person. So unverified sock accounts, aliases of one mailbox and the
 * seller's own claims move nobody up. Ties go to the seller who reached the count first, then to
 * the smaller id, so the order never changes between two identical reads. The counts are kept per
 * seller and week by triggers in the transaction of each order, refund, verification and account
 * deletion (`weekly_seller_totals`, docs/decisions/050-top-sellers-kept-weekly-totals.md): counting
 * the week's orders joined to their buyers and sellers at read time cost 113 ms at the bench scale.
 */
export const listWeeklySellers = async (db: DbOrTx, { now, limit }: Window) =>
  rowsOf<RankedUserRow & { downloads: number }>(
    await db.execute(sql`
      select ${rankedUserColumns}, w.downloads
      from weekly_seller_totals w join users u on u.id = w.seller_id
      where w.week_start = ${weekStartSql(now)} and w.downloads > 0
      order by w.downloads desc nulls last, w.reached_at asc, w.seller_id asc
      limit ${limit}`),
  );

/**
 * Listings on sale with at least `minReviews` reviews, best average first; among equal averages
 * the one with more reviews, then the newer listing, then the id: the marketplace's rating order.
 * The walk follows `listings_top_rated_idx`, whose predicate holds the same minimum, and never
 * aggregates `reviews` (the counts are kept on the listing by a trigger); without it the board
 * read every listing (0.8 s at 1,000,000, bench/README.md "Growth"). `nulls last` is spelled out
 * because the index has it: an order that differs only there is sorted, not walked. The minimum
 * is written into the statement as a literal, since the planner matches a partial index's
 * predicate against a constant, not a bind parameter.
 */
export const listTopRatedAgents = async (db: DbOrTx, { limit, minReviews }: { limit: number; minReviews: number }) => {
  if (!Number.isInteger(minReviews) || minReviews < 0) {
    throw new Error(`minReviews must be a whole number: ${minReviews}`);
  }
  return rowsOf<
    RankedUserRow & {
      listing_id: string;
      title: string;
      price_cents: number;
      avg_rating: number;
      total_reviews: number;
    }
  >(
    await db.execute(sql`
      select ${rankedUserColumns}, l.id as listing_id, l.title, l.price_cents,
             l.rating_average as avg_rating, l.rating_count as total_reviews
      from listings l
      join users u on u.id = l.user_id
      where l.active and l.removed_at is null and ${isLive('l')} and l.rating_count >= ${sql.raw(String(minReviews))}
      order by l.rating_average desc nulls last, l.rating_count desc nulls last, l.created_at desc nulls last, l.id
      limit ${limit}`),
  );
};

/**
 * Successful referrals this week: accounts created through a user's invite link since Sunday
 * that finished onboarding. An account of the inviter's own (same `person_key`) does not count,
 * nor does a person's second account: only the first account a person ever opened is a
 * referral. Ties go to whoever reached the count first, then the smaller id. The inviter's own
 * person is looked up by primary key per referral (a scalar subquery; a missing inviter gives
 * null and drops the row): as a join, the planner, misjudging how many accounts a week holds,
 * read every user to build a hash table.
 */
export const listWeeklyInviters = async (db: DbOrTx, { now, limit }: Window) =>
  rowsOf<RankedUserRow & { invite_count: number }>(
    await db.execute(sql`
      with referred as (
        select n.referred_by, n.created_at, n.person_key as person
        from users n
        where n.referred_by is not null and n.referred_by <> n.id and not n.first_time_login
          and ${withinWeek(sql`n.created_at`, now)}
          and n.person_key <> (select i.person_key from users i where i.id = n.referred_by)
          and not exists (
            select 1 from users e
            where e.person_key = n.person_key and (e.created_at, e.id) < (n.created_at, n.id))
      ), counted as (
        select r.referred_by as user_id, count(distinct r.person)::int as invite_count, max(r.created_at) as reached_at
        from referred r
        group by r.referred_by
      )
      select ${rankedUserColumns}, c.invite_count
      from counted c join users u on u.id = c.user_id
      order by c.invite_count desc, c.reached_at asc, u.id asc
      limit ${limit}`),
  );
