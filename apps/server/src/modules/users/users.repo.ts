import { and, eq, ilike, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type UserPatch = Partial<Omit<UserRow, 'id' | 'email' | 'createdAt'>>;

export const findUserById = async (db: DbOrTx, id: string) => {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
};

export const updateUser = async (db: DbOrTx, id: string, patch: UserPatch) => {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
};

/** A buyer's first listing turns seller mode on (and into it); an existing seller is left as is. */
export const enableSellerModeOnce = async (db: DbOrTx, id: string) => {
  await db
    .update(users)
    .set({ sellerEnabled: true, activeRole: 'seller', updatedAt: new Date() })
    .where(and(eq(users.id, id), eq(users.sellerEnabled, false)));
};

/** Who referred the user, and when the account was made: the referral window starts there. */
export const findReferralOf = async (db: DbOrTx, id: string) => {
  const [row] = await db
    .select({ referredBy: users.referredBy, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
};

/** Users whose e-mail or name contains the text, case-insensitively; `%` and `_` match themselves. */
export const searchUsers = async (db: DbOrTx, text: string, limit: number) => {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select()
    .from(users)
    .where(
      or(
        ilike(users.email, pattern),
        ilike(users.name, pattern),
        ilike(users.displayName, pattern),
        ilike(sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`, pattern),
      ),
    )
    .orderBy(users.email)
    .limit(limit);
};
