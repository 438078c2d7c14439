import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { listings, orders, users } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;

/** The listing facts checkout needs, whether or not it is still listed. */
export const findListingForSale = async (db: DbOrTx, listingId: string) => {
  const [row] = await db
    .select({
      id: listings.id,
      sellerId: listings.userId,
      title: listings.title,
      platform: listings.platform,
      priceCents: listings.priceCents,
      isListed: sql<boolean>`${listings.active} and ${listings.removedAt} is null`,
      /** Nothing is sold without a current version to deliver (db/live-listing.ts). */
      hasCurrentVersion: sql<boolean>`${listings.currentVersion} is not null`,
      fileKey: listings.fileKey,
      fileName: listings.fileName,
      fileMime: listings.fileMime,
    })
    .from(listings)
    .where(eq(listings.id, listingId))
    .limit(1);
  return row;
};

/** Inserts unless a unique rule (one order per intent, one free claim) already holds one. */
export const insertOrderOnce = async (db: DbOrTx, values: NewOrder) => {
  const [row] = await db.insert(orders).values(values).onConflictDoNothing().returning();
  return row;
};

export const findOrderByIntent = async (db: DbOrTx, paymentIntentId: string) => {
  const [row] = await db.select().from(orders).where(eq(orders.paymentIntentId, paymentIntentId)).limit(1);
  return row;
};

/** The buyer's order of the listing that still gives access (anything but refunded). */
export const findLiveOrder = async (db: DbOrTx, buyerId: string, listingId: string) => {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.buyerId, buyerId), eq(orders.listingId, listingId), sql`${orders.status} <> 'refunded'`))
    .limit(1);
  return row;
};

const orderWithListing = {
  order: orders,
  listingTitle: listings.title,
  listingPlatform: listings.platform,
  sellerId: listings.userId,
  buyerDisplayName: sql<string | null>`coalesce(${users.displayName}, ${users.name})`,
};
export type OrderWithListing = {
  order: OrderRow;
  listingTitle: string;
  listingPlatform: string;
  sellerId: string;
  buyerDisplayName: string | null;
};

const selectOrders = (db: DbOrTx) =>
  db
    .select(orderWithListing)
    .from(orders)
    .innerJoin(listings, eq(listings.id, orders.listingId))
    .innerJoin(users, eq(users.id, orders.buyerId));

export const listOrdersOfBuyer = (db: DbOrTx, buyerId: string): Promise<OrderWithListing[]> =>
  selectOrders(db).where(eq(orders.buyerId, buyerId)).orderBy(desc(orders.createdAt), desc(orders.id));

export const listOrdersOfSeller = (db: DbOrTx, sellerId: string): Promise<OrderWithListing[]> =>
  selectOrders(db).where(eq(listings.userId, sellerId)).orderBy(desc(orders.createdAt), desc(orders.id));

/**
 * A page of the seller's sales, newest first, after the sale `afterId` (keyset: a sale added
 * meanwhile never shifts a page). The anchor is read in SQL so timestamps keep their precision.
 */
export const listOrdersOfSellerPage = (
  db: DbOrTx,
  { sellerId, afterId, limit }: { sellerId: string; afterId?: string; limit: number },
): Promise<OrderWithListing[]> =>
  selectOrders(db)
    .where(
      and(
        eq(listings.userId, sellerId),
        afterId
          ? sql`(${orders.createdAt}, ${orders.id}) < (select a.created_at, a.id from orders a where a.id = ${afterId})`
          : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);

export const findOrderWithListing = async (db: DbOrTx, orderId: string): Promise<OrderWithListing | undefined> => {
  const [row] = await selectOrders(db).where(eq(orders.id, orderId)).limit(1);
  return row;
};

/** True the first time only: the listing's download count counts orders that downloaded. */
export const markFirstDownload = async (db: DbOrTx, orderId: string) => {
  const [row] = await db
    .update(orders)
    .set({ firstDownloadedAt: new Date() })
    .where(and(eq(orders.id, orderId), sql`${orders.firstDownloadedAt} is null`))
    .returning({ listingId: orders.listingId });
  if (!row) return false;
  await db
    .update(listings)
    .set({ downloadCount: sql`${listings.downloadCount} + 1` })
    .where(eq(listings.id, row.listingId));
  return true;
};

/** Whether the user has a completed order of the listing: what entitles them to its versions. */
export const hasCompletedOrder = async (db: DbOrTx, buyerId: string, listingId: string) => {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.buyerId, buyerId), eq(orders.listingId, listingId), eq(orders.status, 'completed')))
    .limit(1);
  return Boolean(row);
};

/** Buyers with a completed order of the listing, in id order after `afterBuyerId`, a page at a time. */
export const listEntitledBuyersAfter = async (
  db: DbOrTx,
  { listingId, afterBuyerId, limit }: { listingId: string; afterBuyerId: string | null; limit: number },
) =>
  (
    await db
      .selectDistinct({ buyerId: orders.buyerId })
      .from(orders)
      .where(
        and(
          eq(orders.listingId, listingId),
          eq(orders.status, 'completed'),
          afterBuyerId === null ? undefined : sql`${orders.buyerId} > ${afterBuyerId}`,
        ),
      )
      .orderBy(orders.buyerId)
      .limit(limit)
  ).map((r) => r.buyerId);

/** Buyers whose order of the listing downloaded its file at least once, whatever became of the order. */
export const listDownloadersOf = async (db: DbOrTx, listingId: string) =>
  (
    await db
      .selectDistinct({ buyerId: orders.buyerId })
      .from(orders)
      .where(and(eq(orders.listingId, listingId), sql`${orders.firstDownloadedAt} is not null`))
  ).map((r) => r.buyerId);
