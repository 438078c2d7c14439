import { and, desc, eq, gte, inArray, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { listings, orders, refundRequests, users } from '../../db/schema';

export type RefundRow = typeof refundRequests.$inferSelect;
const OPEN = ['pending', 'disputed'] as const;

export const findOrderForRefund = async (db: DbOrTx, orderId: string) => {
  const [row] = await db
    .select({ order: orders, sellerId: listings.userId })
    .from(orders)
    .innerJoin(listings, eq(listings.id, orders.listingId))
    .where(eq(orders.id, orderId))
    .limit(1);
  return row;
};

export const hasOpenRequest = async (db: DbOrTx, orderId: string) => {
  const [row] = await db
    .select({ id: refundRequests.id })
    .from(refundRequests)
    .where(and(eq(refundRequests.orderId, orderId), inArray(refundRequests.status, OPEN)))
    .limit(1);
  return !!row;
};

export const insertRefund = async (db: DbOrTx, values: typeof refundRequests.$inferInsert) => {
  const [row] = await db.insert(refundRequests).values(values).returning();
  return row!;
};

/** Row-locked, so two answers to one request cannot both apply. */
export const findRefundForUpdate = async (db: DbOrTx, id: string) => {
  const [row] = await db.select().from(refundRequests).where(eq(refundRequests.id, id)).for('update').limit(1);
  return row;
};

export const updateRefund = async (db: DbOrTx, id: string, patch: Partial<RefundRow>) => {
  const [row] = await db.update(refundRequests).set(patch).where(eq(refundRequests.id, id)).returning();
  return row!;
};

export const markOrderRefunded = async (db: DbOrTx, orderId: string, at = new Date()) => {
  await db.update(orders).set({ status: 'refunded', refundedAt: at }).where(eq(orders.id, orderId));
};

const refundView = {
  refund: refundRequests,
  buyerDisplayName: sql<string | null>`coalesce(${users.displayName}, ${users.name})`,
  buyerEmail: users.email,
  listingId: orders.listingId,
  listingTitle: listings.title,
};
export type RefundView = {
  refund: RefundRow;
  buyerDisplayName: string | null;
  buyerEmail: string;
  listingId: string;
  listingTitle: string;
};

const selectRefunds = (db: DbOrTx) =>
  db
    .select(refundView)
    .from(refundRequests)
    .innerJoin(orders, eq(orders.id, refundRequests.orderId))
    .innerJoin(listings, eq(listings.id, orders.listingId))
    .innerJoin(users, eq(users.id, refundRequests.buyerId));

export const listRefunds = (
  db: DbOrTx,
  { buyerId, sellerId, status }: { buyerId?: string; sellerId?: string; status?: RefundRow['status'] },
): Promise<RefundView[]> =>
  selectRefunds(db)
    .where(
      and(
        buyerId ? eq(refundRequests.buyerId, buyerId) : undefined,
        sellerId ? eq(refundRequests.sellerId, sellerId) : undefined,
        status ? eq(refundRequests.status, status) : undefined,
      ),
    )
    .orderBy(desc(refundRequests.createdAt), desc(refundRequests.id));

export const findRefundView = async (db: DbOrTx, id: string): Promise<RefundView | undefined> => {
  const [row] = await selectRefunds(db).where(eq(refundRequests.id, id)).limit(1);
  return row;
};

const sellers = alias(users, 'sellers');

/** Disputed requests for the admins, oldest first (the longest waiting is answered first), with the seller. */
export const listDisputedViews = (db: DbOrTx) =>
  db
    .select({
      ...refundView,
      sellerDisplayName: sql<string | null>`coalesce(${sellers.displayName}, ${sellers.name})`,
      sellerEmail: sellers.email,
    })
    .from(refundRequests)
    .innerJoin(orders, eq(orders.id, refundRequests.orderId))
    .innerJoin(listings, eq(listings.id, orders.listingId))
    .innerJoin(users, eq(users.id, refundRequests.buyerId))
    .innerJoin(sellers, eq(sellers.id, refundRequests.sellerId))
    .where(eq(refundRequests.status, 'disputed'))
    .orderBy(refundRequests.createdAt, refundRequests.id);

/** Completed paid orders inside the window with no open request: the dialog's choices. */
export const listEligibleOrders = (db: DbOrTx, buyerId: string, since: Date) =>
  db
    .select({ order: orders, listingTitle: listings.title })
    .from(orders)
    .innerJoin(listings, eq(listings.id, orders.listingId))
    .where(
      and(
        eq(orders.buyerId, buyerId),
        eq(orders.status, 'completed'),
        sql`${orders.amountCents} > 0`,
        gte(orders.createdAt, since),
        notExists(
          db
            .select({ one: sql`1` })
            .from(refundRequests)
            .where(and(eq(refundRequests.orderId, orders.id), inArray(refundRequests.status, OPEN))),
        ),
      ),
    )
    .orderBy(desc(orders.createdAt));
