import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { sellerFollows, users } from '../../db/schema';

export const findUserName = async (db: DbOrTx, userId: string) => {
  const [row] = await db
    .select({
      id: users.id,
      name: sql<string>`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.displayName}, ${users.name})`,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  return row;
};

export const insertFollow = async (db: DbOrTx, followerId: string, sellerId: string) => {
  await db.insert(sellerFollows).values({ followerId, sellerId }).onConflictDoNothing();
};

export const deleteFollow = async (db: DbOrTx, followerId: string, sellerId: string) => {
  await db
    .delete(sellerFollows)
    .where(and(eq(sellerFollows.followerId, followerId), eq(sellerFollows.sellerId, sellerId)));
};

/** Both figures of the seller's follow button in one read. */
export const followState = async (db: DbOrTx, sellerId: string, viewerId: string | undefined) => {
  const [row] = rowsOf<{ follower_count: number | string; followed_by_me: boolean }>(
    await db.execute(sql`
      select count(*) as follower_count,
             coalesce(bool_or(follower_id = ${viewerId ?? null}), false) as followed_by_me
      from seller_follows where seller_id = ${sellerId}`),
  );
  return { followerCount: Number(row?.follower_count ?? 0), followedByMe: Boolean(row?.followed_by_me) };
};

/** The seller's followers who keep "Sellers I follow" on (no saved preferences: the default, on). */
export const followersToTell = async (db: DbOrTx, sellerId: string) =>
  rowsOf<{ follower_id: string }>(
    await db.execute(sql`
      select f.follower_id from seller_follows f
      left join user_preferences p on p.user_id = f.follower_id
      where f.seller_id = ${sellerId} and coalesce(p.followed_sellers, true)
      order by f.created_at`),
  ).map((r) => r.follower_id);
