import { and, desc, eq, gt, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx, Transaction } from '../../db/client';
import { listings, paymentIntents } from '../../db/schema';

/** Every query of payment_intents lives here; orders.repo.ts holds the orders. */
export type PaymentIntentRow = typeof paymentIntents.$inferSelect;

export type RefundReason = NonNullable<PaymentIntentRow['refundReason']>;

/**
 * Serialises everything that may turn a payment of this buyer for this listing into an order,
 * so two payments (two tabs, a webhook and a click) are decided one after the other.
 */
export const lockPurchase = async (tx: Transaction, buyerId: string, listingId: string) => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`purchase:${buyerId}:${listingId}`}))`);
};

export const insertPaymentIntent = async (db: DbOrTx, values: typeof paymentIntents.$inferInsert) => {
  const [row] = await db.insert(paymentIntents).values(values).returning();
  return row!;
};

export const findPaymentIntentByProviderId = async (db: DbOrTx, providerIntentId: string) => {
  const [row] = await db
    .select()
    .from(paymentIntents)
    .where(eq(paymentIntents.providerIntentId, providerIntentId))
    .limit(1);
  return row;
};

export const markPaymentIntent = async (db: DbOrTx, id: string, status: PaymentIntentRow['status']) => {
  await db.update(paymentIntents).set({ status }).where(eq(paymentIntents.id, id));
};

export const findPaymentIntentById = async (db: DbOrTx, id: string) => {
  const [row] = await db.select().from(paymentIntents).where(eq(paymentIntents.id, id)).limit(1);
  return row;
};

/** An open or canceled intent whose payment arrived anyway: the money is owed back. */
export const markRefundOwed = async (db: DbOrTx, id: string, reason: RefundReason) => {
  const [row] = await db
    .update(paymentIntents)
    .set({ status: 'refunded', refundReason: reason, refundedAt: new Date() })
    .where(and(eq(paymentIntents.id, id), inArray(paymentIntents.status, ['requires_payment', 'canceled'])))
    .returning();
  return row;
};

/** True the first time only: the provider confirmed the refund. */
export const markProviderRefund = async (db: DbOrTx, id: string, providerRefundId: string) => {
  const [row] = await db
    .update(paymentIntents)
    .set({ providerRefundId })
    .where(and(eq(paymentIntents.id, id), isNull(paymentIntents.providerRefundId)))
    .returning({ id: paymentIntents.id });
  return !!row;
};

/** The buyer's payment for this listing with this code that can still be paid, if any. */
export const findOpenIntentWithCode = async (
  db: DbOrTx,
  { buyerId, listingId, code, at }: { buyerId: string; listingId: string; code: string; at: Date },
) => {
  const [row] = await db
    .select()
    .from(paymentIntents)
    .where(
      and(
        eq(paymentIntents.buyerId, buyerId),
        eq(paymentIntents.listingId, listingId),
        eq(paymentIntents.discountCode, code),
        eq(paymentIntents.status, 'requires_payment'),
        gt(paymentIntents.expiresAt, at),
      ),
    )
    .orderBy(desc(paymentIntents.createdAt))
    .limit(1);
  return row;
};

export const cancelOpenIntent = async (db: DbOrTx, id: string) => {
  await db
    .update(paymentIntents)
    .set({ status: 'canceled' })
    .where(and(eq(paymentIntents.id, id), eq(paymentIntents.status, 'requires_payment')));
};

/** Intents still open, and refunds still owed, oldest first. */
export const listUnsettledIntents = (db: DbOrTx, limit: number) =>
  db
    .select()
    .from(paymentIntents)
    .where(
      or(
        eq(paymentIntents.status, 'requires_payment'),
        and(eq(paymentIntents.status, 'refunded'), isNull(paymentIntents.providerRefundId)),
      ),
    )
    .orderBy(paymentIntents.createdAt)
    .limit(limit);

/** Intents canceled here since then, for a provider that cannot list its succeeded payments. */
export const listCanceledSince = (db: DbOrTx, since: Date, limit: number) =>
  db
    .select()
    .from(paymentIntents)
    .where(and(eq(paymentIntents.status, 'canceled'), gte(paymentIntents.createdAt, since)))
    .orderBy(paymentIntents.createdAt)
    .limit(limit);

/** Payments given back without an order, as the buyer's orders page lists them. */
export const listRefundedPaymentsOfBuyer = (db: DbOrTx, buyerId: string) =>
  db
    .select({ intent: paymentIntents, listingTitle: listings.title, listingPlatform: listings.platform })
    .from(paymentIntents)
    .innerJoin(listings, eq(listings.id, paymentIntents.listingId))
    .where(and(eq(paymentIntents.buyerId, buyerId), eq(paymentIntents.status, 'refunded')))
    .orderBy(desc(paymentIntents.createdAt));
