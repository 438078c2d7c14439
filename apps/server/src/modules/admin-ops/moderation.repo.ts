import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { listings, users } from '../../db/schema';

/** Every listing an admin has not removed, newest first, with who sells it. */
export const listListingsForModeration = (db: DbOrTx) =>
  db
    .select({
      id: listings.id,
      title: listings.title,
      priceCents: listings.priceCents,
      featured: listings.featured,
      active: listings.active,
      createdAt: listings.createdAt,
      sellerId: users.id,
      sellerName: sql<string>`coalesce(${users.displayName}, ${users.name})`,
      sellerEmail: users.email,
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.userId))
    .where(isNull(listings.removedAt))
    .orderBy(desc(listings.createdAt), desc(listings.id));

/** Locks a listing still on the books, so two admins removing it at once act once. */
export const findListedForUpdate = async (db: DbOrTx, id: string) => {
  const [row] = await db
    .select({
      id: listings.id,
      userId: listings.userId,
      title: listings.title,
      active: listings.active,
      featured: listings.featured,
    })
    .from(listings)
    .where(and(eq(listings.id, id), isNull(listings.removedAt)))
    .for('update')
    .limit(1);
  return row;
};

/**
 * The soft delete. Setting removed_at fires the trigger of migration 0008 that cancels the
 * listing's open payment intents in this same transaction; orders and the file stay, so buyers
 * keep downloading what they bought.
 */
export const markListingRemoved = async (db: DbOrTx, id: string, at: Date) => {
  const [row] = await db
    .update(listings)
    .set({ removedAt: at, updatedAt: at })
    .where(and(eq(listings.id, id), isNull(listings.removedAt)))
    .returning({ id: listings.id, removedAt: listings.removedAt });
  return row;
};
