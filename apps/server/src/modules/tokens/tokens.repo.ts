import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { apiTokens, users } from '../../db/schema';

export type TokenRow = typeof apiTokens.$inferSelect;

export const insertToken = async (db: DbOrTx, values: typeof apiTokens.$inferInsert) => {
  const [row] = await db.insert(apiTokens).values(values).returning();
  return row!;
};

/** A user's tokens of one kind that are not revoked, newest first; expired ones stay listed. */
export const listTokens = (db: DbOrTx, userId: string, kind: TokenRow['kind']) =>
  db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), eq(apiTokens.kind, kind), isNull(apiTokens.revokedAt)))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));

/** Revokes the user's own token; another's id or one already revoked changes nothing. */
export const revokeToken = async (db: DbOrTx, userId: string, id: string) => {
  const rows = await db
    .update(apiTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  return rows.length > 0;
};

/** The token with this hash and its owner's standing, as one lookup per API call. */
export const findTokenByHash = async (db: DbOrTx, secretHash: string) => {
  const [row] = await db
    .select({
      token: apiTokens,
      expired: sql<boolean>`${apiTokens.expiresAt} <= now()`,
      sellerEnabled: users.sellerEnabled,
      deletedAt: users.deletedAt,
      email: users.email,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(eq(apiTokens.secretHash, secretHash));
  return row;
};

/**
 * Marks the token used, unless it was marked within the last minute: a busy token costs one
 * write a minute, and the condition keeps parallel processes from writing it twice.
 */
export const touchToken = (db: DbOrTx, id: string) =>
  db
    .update(apiTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(apiTokens.id, id),
        or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, sql`now() - interval '1 minute'`)),
      ),
    );
