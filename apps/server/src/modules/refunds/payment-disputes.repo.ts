import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { listings, orders, paymentDisputes, paymentIntents, refundRequests } from '../../db/schema';

export type PaymentDisputeRow = typeof paymentDisputes.$inferSelect;
export type OrderStatus = (typeof orders.$inferSelect)['status'];

/** The order paid by a provider's payment intent, with its seller and title. */
export const findOrderOfIntent = async (db: DbOrTx, providerIntentId: string) => {
  const [row] = await db
    .select({
      order: orders,
      provider: paymentIntents.provider,
      sellerId: listings.userId,
      listingTitle: listings.title,
    })
    .from(orders)
    .innerJoin(paymentIntents, eq(paymentIntents.id, orders.paymentIntentId))
    .innerJoin(listings, eq(listings.id, orders.listingId))
    .where(eq(paymentIntents.providerIntentId, providerIntentId))
    .limit(1);
  return row;
};

/**
 * Row-locks the order and answers it as it is now: every event about one order waits for the one
 * before it, so a redelivery or a concurrent event sees the state it left.
 */
export const lockOrder = async (db: DbOrTx, orderId: string) => {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update').limit(1);
  return row!;
};

export const lockOpenRefundRequests = async (db: DbOrTx, orderId: string) => {
  await db
    .select({ id: refundRequests.id })
    .from(refundRequests)
    .where(and(eq(refundRequests.orderId, orderId), inArray(refundRequests.status, ['pending', 'disputed'])))
    .for('update');
};

export const setOrderStatus = async (db: DbOrTx, orderId: string, status: OrderStatus) => {
  await db.update(orders).set({ status }).where(eq(orders.id, orderId));
};

/** Answers the row when it is new, nothing when the provider already told us about it. */
export const insertPaymentDispute = async (db: DbOrTx, values: typeof paymentDisputes.$inferInsert) => {
  const [row] = await db.insert(paymentDisputes).values(values).onConflictDoNothing().returning();
  return row;
};

export const findPaymentDisputeForUpdate = async (db: DbOrTx, id: string) => {
  const [row] = await db.select().from(paymentDisputes).where(eq(paymentDisputes.id, id)).for('update').limit(1);
  return row;
};

export const updatePaymentDispute = async (db: DbOrTx, id: string, patch: Partial<PaymentDisputeRow>) => {
  await db.update(paymentDisputes).set(patch).where(eq(paymentDisputes.id, id));
};

/** A later partial refund of the same charge raises the amount; an older one arriving late does not. */
export const upsertPartialRefund = async (db: DbOrTx, values: typeof paymentDisputes.$inferInsert) => {
  await db
    .insert(paymentDisputes)
    .values(values)
    .onConflictDoUpdate({
      target: paymentDisputes.id,
      set: { amountCents: sql`greatest(${paymentDisputes.amountCents}, excluded.amount_cents)` },
    });
};

/** Partial-refund flags of an order, closed once the charge was refunded in full. */
export const closePartialRefunds = async (db: DbOrTx, orderId: string, at: Date) => {
  await db
    .update(paymentDisputes)
    .set({ status: 'closed', closedAt: at })
    .where(
      and(
        eq(paymentDisputes.orderId, orderId),
        eq(paymentDisputes.kind, 'partial_refund'),
        eq(paymentDisputes.status, 'open'),
      ),
    );
};

export const hasOtherOpenDispute = async (db: DbOrTx, orderId: string, exceptId: string) => {
  const [row] = await db
    .select({ id: paymentDisputes.id })
    .from(paymentDisputes)
    .where(
      and(
        eq(paymentDisputes.orderId, orderId),
        eq(paymentDisputes.kind, 'dispute'),
        eq(paymentDisputes.status, 'open'),
        ne(paymentDisputes.id, exceptId),
      ),
    )
    .limit(1);
  return !!row;
};

/** Pending or disputed refund requests of the order end: the money went back another way. */
export const resolveOpenRefundRequests = async (db: DbOrTx, orderId: string, resolution: string, at: Date) =>
  db
    .update(refundRequests)
    .set({ status: 'resolved', resolution, resolvedAt: at })
    .where(and(eq(refundRequests.orderId, orderId), inArray(refundRequests.status, ['pending', 'disputed'])))
    .returning({ id: refundRequests.id });

/** What is still open, oldest first, for the admins. */
export const listOpenPaymentDisputes = (db: DbOrTx) =>
  db
    .select({ dispute: paymentDisputes, orderAmountCents: orders.amountCents, listingTitle: listings.title })
    .from(paymentDisputes)
    .innerJoin(orders, eq(orders.id, paymentDisputes.orderId))
    .innerJoin(listings, eq(listings.id, orders.listingId))
    .where(eq(paymentDisputes.status, 'open'))
    .orderBy(asc(paymentDisputes.createdAt), asc(paymentDisputes.id));
