import { and, asc, eq, ilike, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  accounts,
  sellerDomains,
  sessions,
  userPreferences,
  users,
  verifications,
  verifiedNames,
} from '../../db/schema';

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

/**
 * Who referred the user, and when the account was made: the referral window starts there.
 * `isSamePerson`: the referrer's address is the user's own under another spelling (the same
 * `person_key`: case, a `+tag`, Gmail's dots), as when one signs up through one's own link.
 */
export const findReferralOf = async (db: DbOrTx, id: string) => {
  const referrer = alias(users, 'referrer');
  const [row] = await db
    .select({
      referredBy: users.referredBy,
      createdAt: users.createdAt,
      isSamePerson: sql<boolean>`coalesce(${referrer.personKey} = ${users.personKey}, false)`,
    })
    .from(users)
    .leftJoin(referrer, eq(referrer.id, users.referredBy))
    .where(eq(users.id, id))
    .limit(1);
  return row;
};

/** Gives an existing account the admin role; only the admin command line calls it. */
export const promoteToAdminByEmail = async (db: DbOrTx, email: string) => {
  const [row] = await db
    .update(users)
    .set({ isAdmin: true, updatedAt: new Date() })
    .where(sql`lower(${users.email}) = lower(${email})`)
    .returning({ id: users.id, email: users.email });
  return row;
};

/** The row, locked until the transaction ends, so two deletions of one account cannot interleave. */
export const lockUser = async (tx: DbOrTx, id: string) => {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update').limit(1);
  return row;
};

/** The hash of the e-mail-and-password sign-in, when the account has one. */
export const findPasswordHash = async (db: DbOrTx, userId: string) => {
  const [row] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .limit(1);
  return row?.password ?? undefined;
};

/**
 * Erases what identifies the person and keeps the row as an anonymous tombstone: orders, reviews
 * and ledger entries still point at it. The e-mail becomes an address that can never be used, so
 * the real one is free for a new account.
 */
export const eraseUser = async (tx: DbOrTx, { id, email }: { id: string; email: string }, tombstoneName: string) => {
  await tx.delete(sessions).where(eq(sessions.userId, id));
  await tx.delete(accounts).where(eq(accounts.userId, id));
  await tx.delete(verifications).where(eq(verifications.identifier, email));
  // A deleted seller's domain and names protect nobody any more.
  await tx.delete(sellerDomains).where(eq(sellerDomains.userId, id));
  await tx.delete(verifiedNames).where(eq(verifiedNames.userId, id));
  await tx
    .update(users)
    .set({
      name: tombstoneName,
      email: `deleted-${id}@deleted.invalid`,
      emailVerified: false,
      image: null,
      firstName: null,
      lastName: null,
      displayName: null,
      bio: null,
      website: null,
      location: null,
      paypalEmail: null,
      verifiedDomain: null,
      isAdmin: false,
      sellerEnabled: false,
      activeRole: 'buyer',
      firstTimeLogin: false,
      deletedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(users.id, id));
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

/**
 * People whose first, last, display or full name starts with `prefix` (`%` and `_` match
 * themselves), leaving out `viewerId`, deleted accounts, private profiles and people who turned
 * messages off: everyone a signed-in user may find and write to. No e-mail is selected.
 */
export const findPeopleByNamePrefix = async (
  db: DbOrTx,
  { prefix, viewerId, limit }: { prefix: string; viewerId: string; limit: number },
) => {
  const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const fullName = sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`;
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      displayName: users.displayName,
      image: users.image,
    })
    .from(users)
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(
      and(
        ne(users.id, viewerId),
        isNull(users.deletedAt),
        sql`coalesce(${userPreferences.profileVisibility}, 'public') <> 'private'`,
        sql`coalesce(${userPreferences.allowMessaging}, true)`,
        or(
          ilike(users.firstName, pattern),
          ilike(users.lastName, pattern),
          ilike(users.displayName, pattern),
          ilike(fullName, pattern),
        ),
      ),
    )
    .orderBy(asc(sql`coalesce(${users.displayName}, ${fullName})`), asc(users.id))
    .limit(limit);
};
