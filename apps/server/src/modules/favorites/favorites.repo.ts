import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { favorites } from '../../db/schema';
import { markdownSummarySql } from '../../lib/markdown-summary';

/** The whole description (at most 5,000 characters) as plain text: the card shows its start, the search looks through it all. */
const plainDescription = sql.raw(markdownSummarySql('l.description', 5000));

export const insertFavorite = async (db: DbOrTx, userId: string, listingId: string) => {
  await db.insert(favorites).values({ userId, listingId }).onConflictDoNothing();
};

export const deleteFavorite = async (db: DbOrTx, userId: string, listingId: string) => {
  await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.listingId, listingId)));
};

export const deleteFavoritesOf = async (db: DbOrTx, userId: string) => {
  await db.delete(favorites).where(eq(favorites.userId, userId));
};

export type FavoriteRow = {
  id: string;
  created_at: Date | string;
  listing_id: string;
  title: string;
  description: string;
  platform: string;
  price_cents: number;
  use_case: string;
  featured: boolean;
  total_sales: number;
  seller_id: string;
  seller_first_name: string | null;
  seller_last_name: string | null;
  rating_average: number;
  rating_count: number;
};

/** A user's favourites, newest first, skipping listings an admin removed; sales are completed orders. */
export const listFavorites = async (db: DbOrTx, userId: string) =>
  rowsOf<FavoriteRow>(
    await db.execute(sql`
      select f.id, f.created_at, l.id as listing_id, l.title, ${plainDescription} as description, l.platform, l.price_cents,
             l.use_case, l.featured,
             (select count(*) from orders o where o.listing_id = l.id and o.status = 'completed')::int as total_sales,
             u.id as seller_id, u.first_name as seller_first_name, u.last_name as seller_last_name,
             l.rating_average, l.rating_count
      from favorites f
      join listings l on l.id = f.listing_id and l.removed_at is null
      join users u on u.id = l.user_id
      where f.user_id = ${userId}
      order by f.created_at desc, f.id`),
  );
