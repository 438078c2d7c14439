import { and, asc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { listings, listingVersions, signingKeys } from '../../db/schema';

export type SigningKeyRow = typeof signingKeys.$inferSelect;

export const findActiveKey = async (db: DbOrTx) => {
  const [row] = await db.select().from(signingKeys).where(isNull(signingKeys.retiredAt)).limit(1);
  return row;
};

export const listSigningKeys = (db: DbOrTx) => db.select().from(signingKeys).orderBy(asc(signingKeys.createdAt));

/**
 * Makes `key` the active key, retiring any other. Two processes doing this at once: the unique
 * index of active keys lets one insert win and the other insert nothing; callers read the
 * active key back afterwards. A key listed before (retired, or the same key from the
 * environment) comes back active.
 */
export const activateKey = async (db: DbOrTx, key: { keyId: string; publicKey: string; privateKey: string | null }) => {
  const now = new Date();
  await db
    .update(signingKeys)
    .set({ retiredAt: now })
    .where(and(isNull(signingKeys.retiredAt), ne(signingKeys.keyId, key.keyId)));
  await db.execute(sql`
    insert into signing_keys (key_id, public_key, private_key, created_at)
    values (${key.keyId}, ${key.publicKey}, ${key.privateKey}, ${now})
    on conflict (key_id) do update set retired_at = null`);
};

export const retireKey = async (db: DbOrTx, keyId: string) => {
  await db
    .update(signingKeys)
    .set({ retiredAt: new Date() })
    .where(and(eq(signingKeys.keyId, keyId), isNull(signingKeys.retiredAt)));
};

/** Adds an active key unless another process just did; the caller reads the active key back. */
export const insertActiveKey = async (
  db: DbOrTx,
  key: { keyId: string; publicKey: string; privateKey: string | null },
) => {
  await db.insert(signingKeys).values(key).onConflictDoNothing();
};

/** A listing's seller and the active signing key, in one round trip: what signing a version needs. */
export const signingContextOf = async (db: DbOrTx, listingId: string) => {
  const [row] = await db
    .select({ sellerId: listings.userId, key: signingKeys })
    .from(listings)
    .leftJoin(signingKeys, isNull(signingKeys.retiredAt))
    .where(eq(listings.id, listingId));
  return row && { sellerId: row.sellerId, activeKey: row.key ?? undefined };
};

/** Writes a version's signature once; a concurrent signer's earlier write stays. */
export const setVersionSignature = async (
  db: DbOrTx,
  id: string,
  signed: { manifest: string; signature: string; signingKeyId: string },
) => {
  const [row] = await db
    .update(listingVersions)
    .set(signed)
    .where(and(eq(listingVersions.id, id), isNull(listingVersions.signature)))
    .returning();
  if (row) return row;
  const [existing] = await db.select().from(listingVersions).where(eq(listingVersions.id, id));
  return existing!;
};

export const listUnsignedVersions = (db: DbOrTx, limit: number) =>
  db
    .select()
    .from(listingVersions)
    .where(
      and(isNull(listingVersions.signature), isNotNull(listingVersions.publishedAt), isNotNull(listingVersions.sha256)),
    )
    .orderBy(asc(listingVersions.createdAt))
    .limit(limit);
