import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client';

/** When seeded rows "happened" that their services date with the real clock. */
export type HistoryTimes = {
  downloads: { orderId: string; at: Date }[];
  reviews: { id: string; at: Date }[];
  favourites: { userId: string; listingId: string; at: Date }[];
  /** The demo accounts, each dated a few days before the first thing it did. */
  userIds: string[];
};

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const values = (rows: SQL[][]) =>
  sql.join(
    rows.map((cells) => sql`(${sql.join(cells, sql`, `)})`),
    sql`, `,
  );

/**
 * Dates the rest of the demo history, for seeding only. Orders, payment intents, refunds and
 * every ledger entry already carry the story's time: checkout and refunds ran on a clock set to
 * it, and ledger entries are append-only. What the services stamp with the real time (first
 * downloads, reviews, favourites, the sandbox's own intent records, sign-ups) moves here.
 */
export const backdateHistory = async (db: Database, times: HistoryTimes) => {
  await db.transaction(async (tx) => {
    if (times.downloads.length) {
      await tx.execute(sql`
        update orders o set first_downloaded_at = v.at
        from (values ${values(times.downloads.map((d) => [sql`${d.orderId}::uuid`, ts(d.at)]))}) as v(id, at)
        where o.id = v.id`);
    }
    await tx.execute(sql`
      update sandbox_intents s set created_at = p.created_at
      from payment_intents p where s.id = p.provider_intent_id and s.created_at > p.created_at`);
    if (times.reviews.length) {
      await tx.execute(sql`
        update reviews r set created_at = v.at
        from (values ${values(times.reviews.map((r) => [sql`${r.id}::uuid`, ts(r.at)]))}) as v(id, at)
        where r.id = v.id`);
    }
    if (times.favourites.length) {
      await tx.execute(sql`
        update favorites f set created_at = v.at
        from (values ${values(times.favourites.map((f) => [sql`${f.userId}`, sql`${f.listingId}::uuid`, ts(f.at)]))})
          as v(user_id, listing_id, at)
        where f.user_id = v.user_id and f.listing_id = v.listing_id`);
    }
    if (times.userIds.length) {
      const ids = sql.join(
        times.userIds.map((id) => sql`${id}`),
        sql`, `,
      );
      await tx.execute(sql`
        update users u set created_at = least(
            (select min(created_at) from listings where user_id = u.id),
            (select min(created_at) from orders where buyer_id = u.id),
            (select min(created_at) from favorites where user_id = u.id),
            u.created_at) - interval '3 days'
        where u.id in (${ids})`);
      await tx.execute(
        sql`update accounts a set created_at = u.created_at from users u where a.user_id = u.id and u.id in (${ids})`,
      );
    }
  });
};

/**
 * Views a listing page would have gathered: several per download and some browsing on top, the
 * same every start (the title's hash), so the dashboard's views never trail its downloads.
 */
export const fillDemoViews = async (db: Database) => {
  await db.execute(sql`update listings set view_count = download_count * 8 + 15 + abs(hashtext(title)) % 120`);
};
