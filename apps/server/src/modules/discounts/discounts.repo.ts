import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Transaction } from '../../db/client';
import { discountCodes, discountRedemptions, listings } from '../../db/schema';

export type DiscountRow = typeof discountCodes.$inferSelect;
export type NewDiscount = typeof discountCodes.$inferInsert;

/** Inserts unless the seller has the code already (unique on seller and code). */
export const insertDiscount = async (db: DbOrTx, values: NewDiscount) => {
  const [row] = await db.insert(discountCodes).values(values).onConflictDoNothing().returning();
  return row;
};

export const listDiscountsOfSeller = (db: DbOrTx, sellerId: string) =>
  db
    .select()
    .from(discountCodes)
    .where(eq(discountCodes.sellerId, sellerId))
    .orderBy(desc(discountCodes.createdAt), desc(discountCodes.id));

export const findDiscountById = async (db: DbOrTx, id: string) => {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.id, id)).limit(1);
  return row;
};

export const findDiscountByCode = async (db: DbOrTx, sellerId: string, code: string) => {
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.sellerId, sellerId), eq(discountCodes.code, code)))
    .limit(1);
  return row;
};

export const setDiscountActive = async (db: DbOrTx, id: string, active: boolean) => {
  const [row] = await db.update(discountCodes).set({ active }).where(eq(discountCodes.id, id)).returning();
  return row!;
};

/** Its redemption rows go with it; orders keep the code as text. */
export const deleteDiscount = async (db: DbOrTx, id: string) => {
  await db.delete(discountCodes).where(eq(discountCodes.id, id));
};

/** How many of these ids are listings of this seller. */
export const countListingsOfSeller = async (db: DbOrTx, sellerId: string, ids: string[]) => {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(listings)
    .where(and(eq(listings.userId, sellerId), inArray(listings.id, ids)));
  return row!.n;
};

export const findListingPrice = async (db: DbOrTx, listingId: string) => {
  const [row] = await db
    .select({ id: listings.id, sellerId: listings.userId, priceCents: listings.priceCents })
    .from(listings)
    .where(and(eq(listings.id, listingId), eq(listings.active, true), isNull(listings.removedAt)))
    .limit(1);
  return row;
};

/**
 * Takes one redemption if any is left: the row lock of the UPDATE makes a second buyer wait, and
 * PostgreSQL re-reads `redemptions` before applying it, so the last one goes to exactly one buyer.
 */
export const takeRedemption = async (tx: Transaction, id: string) => {
  const [row] = await tx
    .update(discountCodes)
    .set({ redemptions: sql`${discountCodes.redemptions} + 1` })
    .where(
      and(
        eq(discountCodes.id, id),
        eq(discountCodes.active, true),
        sql`(${discountCodes.maxRedemptions} is null or ${discountCodes.redemptions} < ${discountCodes.maxRedemptions})`,
      ),
    )
    .returning({ id: discountCodes.id });
  return !!row;
};

/** One buyer's redemptions of a code are counted one request at a time. */
export const lockBuyerOfCode = async (tx: Transaction, id: string, buyerId: string) => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`discount:${id}:${buyerId}`}))`);
};

export const countLiveRedemptionsOfBuyer = async (db: DbOrTx, id: string, buyerId: string) => {
  const [row] = await db
    .select({ n: count() })
    .from(discountRedemptions)
    .where(
      and(
        eq(discountRedemptions.discountCodeId, id),
        eq(discountRedemptions.buyerId, buyerId),
        inArray(discountRedemptions.status, ['held', 'used']),
      ),
    );
  return row!.n;
};

export const insertRedemption = async (db: DbOrTx, values: typeof discountRedemptions.$inferInsert) => {
  await db.insert(discountRedemptions).values(values);
};

export const markRedemptionUsed = async (db: DbOrTx, paymentIntentId: string, orderId: string) => {
  await db
    .update(discountRedemptions)
    .set({ status: 'used', orderId })
    .where(and(eq(discountRedemptions.paymentIntentId, paymentIntentId), eq(discountRedemptions.status, 'held')));
};

/** Gives a held redemption back, once: its status changes first, then the code's count. */
export const releaseRedemption = async (tx: Transaction, paymentIntentId: string) => {
  const [row] = await tx
    .update(discountRedemptions)
    .set({ status: 'released' })
    .where(and(eq(discountRedemptions.paymentIntentId, paymentIntentId), eq(discountRedemptions.status, 'held')))
    .returning({ codeId: discountRedemptions.discountCodeId });
  if (!row) return false;
  await tx
    .update(discountCodes)
    .set({ redemptions: sql`${discountCodes.redemptions} - 1` })
    .where(eq(discountCodes.id, row.codeId));
  return true;
};
