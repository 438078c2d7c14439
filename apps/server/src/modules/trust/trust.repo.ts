import { and, asc, eq, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sellerDomains, users, verifiedNames } from '../../db/schema';

export type DomainClaimRow = typeof sellerDomains.$inferSelect;

export const findDomainClaim = async (db: DbOrTx, userId: string) => {
  const [row] = await db.select().from(sellerDomains).where(eq(sellerDomains.userId, userId)).limit(1);
  return row;
};

/** The account whose badge is this domain, other than `exceptUserId`. */
export const findDomainHolder = async (db: DbOrTx, domain: string, exceptUserId: string) => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.verifiedDomain, domain), ne(users.id, exceptUserId)))
    .limit(1);
  return row;
};

/** A new claim, or a new domain for the old one: not verified, counted from zero. */
export const saveDomainClaim = async (tx: DbOrTx, claim: { userId: string; domain: string; token: string }) => {
  const fresh = { domain: claim.domain, token: claim.token, verifiedAt: null, lastCheckedAt: null, checkFailures: 0 };
  const [row] = await tx
    .insert(sellerDomains)
    .values({ userId: claim.userId, ...fresh })
    .onConflictDoUpdate({ target: sellerDomains.userId, set: { ...fresh, createdAt: new Date() } })
    .returning();
  return row!;
};

/** The proof was found: the claim is verified and the badge shown (the unique index guards a race). */
export const markDomainVerified = async (
  tx: DbOrTx,
  { userId, domain, at }: { userId: string; domain: string; at: Date },
) => {
  await tx
    .update(sellerDomains)
    .set({ verifiedAt: at, lastCheckedAt: at, checkFailures: 0 })
    .where(eq(sellerDomains.userId, userId));
  await tx.update(users).set({ verifiedDomain: domain }).where(eq(users.id, userId));
};

export const clearBadge = async (tx: DbOrTx, userId: string) => {
  await tx.update(users).set({ verifiedDomain: null }).where(eq(users.id, userId));
  await tx.delete(verifiedNames).where(eq(verifiedNames.userId, userId));
};

export const deleteDomainClaim = async (tx: DbOrTx, userId: string) => {
  await tx.delete(sellerDomains).where(eq(sellerDomains.userId, userId));
};

/** Verified claims not checked since `before`, oldest first. */
export const claimsDueForRecheck = (db: DbOrTx, before: Date, limit: number) =>
  db
    .select()
    .from(sellerDomains)
    .where(
      and(
        isNotNull(sellerDomains.verifiedAt),
        or(isNull(sellerDomains.lastCheckedAt), lt(sellerDomains.lastCheckedAt, before)),
      ),
    )
    .orderBy(asc(sellerDomains.lastCheckedAt))
    .limit(limit);

/**
 * One re-check's outcome, written only while the claim is still the one checked (same token and
 * still verified); answers the failures in a row, or undefined when the claim changed meanwhile.
 */
export const recordRecheck = async (
  tx: DbOrTx,
  { userId, token, at, isFound }: { userId: string; token: string; at: Date; isFound: boolean },
) => {
  const [row] = await tx
    .update(sellerDomains)
    .set({
      lastCheckedAt: at,
      checkFailures: isFound ? 0 : sql`${sellerDomains.checkFailures} + 1`,
    })
    .where(and(eq(sellerDomains.userId, userId), eq(sellerDomains.token, token), isNotNull(sellerDomains.verifiedAt)))
    .returning({ checkFailures: sellerDomains.checkFailures });
  return row?.checkFailures;
};

export const markDomainUnverified = async (tx: DbOrTx, userId: string) => {
  await tx.update(sellerDomains).set({ verifiedAt: null }).where(eq(sellerDomains.userId, userId));
  await clearBadge(tx, userId);
};

/** The names a seller shows, and their badge: what their protected skeletons follow. */
export const findNamesOf = async (db: DbOrTx, userId: string) => {
  const [row] = await db
    .select({ name: users.name, displayName: users.displayName, verifiedDomain: users.verifiedDomain })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
};

/** A verified seller other than `exceptUserId` whose name has this skeleton. */
export const findVerifiedNameBySkeleton = async (db: DbOrTx, skeleton: string, exceptUserId?: string) => {
  const [row] = await db
    .select({ name: verifiedNames.name })
    .from(verifiedNames)
    .where(
      exceptUserId
        ? and(eq(verifiedNames.skeleton, skeleton), ne(verifiedNames.userId, exceptUserId))
        : eq(verifiedNames.skeleton, skeleton),
    )
    .limit(1);
  return row;
};

export const replaceVerifiedNames = async (tx: DbOrTx, userId: string, names: { skeleton: string; name: string }[]) => {
  await tx.delete(verifiedNames).where(eq(verifiedNames.userId, userId));
  if (names.length)
    await tx
      .insert(verifiedNames)
      .values(names.map((n) => ({ userId, ...n })))
      .onConflictDoNothing();
};
