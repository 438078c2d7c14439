import type { Readable } from 'node:stream';
import { automaticRefundReasons, downloadMessages, formatCents, type Order } from '@agentsy/contracts';
import type { Database, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { licenseKeysOfOrders } from '../licenses/licenses.service';
import type { DownloadLinks } from './download-links';
import * as repo from './orders.repo';
import * as intents from './payment-intents.repo';

type RefundedPaymentRow = Awaited<ReturnType<typeof intents.listRefundedPaymentsOfBuyer>>[number];

type Viewer = { id: string; sessionId: string };
type Deps = {
  db: Database;
  links: DownloadLinks;
  /** Another seller's orders need the admin role and a live access-code elevation. */
  isElevatedAdmin: (viewer: Viewer) => Promise<boolean>;
  /**
   * The file of the listing's current version (modules/releases), given in so that orders do
   * not depend on releases, which depends on orders for who is entitled.
   */
  openCurrentFile: (listingId: string, orderId: string) => Promise<CurrentFile>;
};

type CurrentFile = { stream: Readable; size: number; fileName: string; mime: string; sha256: string };

/** Download access lasts while the order is completed; a refund ends it. */
export const hasDownloadAccess = (order: repo.OrderRow) => order.status === 'completed';

/** A completed, non-refunded order entitles its buyer to every published version of the listing. */
export const isEntitledTo = (db: DbOrTx, buyerId: string, listingId: string) =>
  repo.hasCompletedOrder(db, buyerId, listingId);

/** The entitled buyers of a listing, for update notices; see repo.listEntitledBuyersAfter. */
export const entitledBuyersAfter = repo.listEntitledBuyersAfter;

/** Who downloaded a listing's file, for the notice of a version withdrawn by a scan. */
export const downloadersOf = repo.listDownloadersOf;

/** An order and its listing's title, for the versions of an order. */
export const findOrderOfBuyer = async (db: DbOrTx, orderId: string) => repo.findOrderWithListing(db, orderId);

/** The agents a user bought and still owns, once each: shown on their page when they choose. */
export const listPurchasedAgents = async (db: Database, buyerId: string) => {
  const seen = new Set<string>();
  return (await repo.listOrdersOfBuyer(db, buyerId))
    .filter(({ order }) => hasDownloadAccess(order) && !seen.has(order.listingId) && seen.add(order.listingId))
    .map((r) => ({ id: r.order.listingId, title: r.listingTitle, platform: r.listingPlatform }));
};

export const createOrdersService = ({ db, links, isElevatedAdmin, openCurrentFile }: Deps) => {
  const toOrder = (
    row: repo.OrderWithListing,
    { withLinks, keys }: { withLinks: boolean; keys?: Map<string, string> },
  ): Order => {
    const o = row.order;
    const link = withLinks && hasDownloadAccess(o) ? links.issue(o.id) : undefined;
    return {
      id: o.id,
      listingId: o.listingId,
      listing: { title: row.listingTitle, platform: row.listingPlatform },
      amount: formatCents(o.amountCents),
      subtotal: formatCents(o.subtotalCents),
      transactionFee: formatCents(o.feeCents),
      // Only an order that used a seller's code names it, with the price before it.
      ...(o.discountCode
        ? { discountCode: o.discountCode, originalPrice: formatCents(o.originalPriceCents ?? 0) }
        : {}),
      status: o.status,
      createdAt: o.createdAt.toISOString(),
      downloadUrl: link?.downloadUrl ?? null,
      downloadToken: link?.downloadToken ?? null,
      // The buyer's key only: it is theirs to use, not something a seller's list shows.
      ...(keys?.has(o.id) ? { licenseKey: keys.get(o.id) } : {}),
      ...(withLinks ? {} : { buyer: { id: o.buyerId, displayName: row.buyerDisplayName } }),
    };
  };

  /** A payment given back without an order shows among the orders, saying why. */
  const toRefundedPayment = (row: RefundedPaymentRow): Order => ({
    id: row.intent.id,
    listingId: row.intent.listingId,
    listing: { title: row.listingTitle, platform: row.listingPlatform },
    amount: formatCents(row.intent.amountCents),
    subtotal: formatCents(row.intent.subtotalCents),
    transactionFee: formatCents(row.intent.feeCents),
    status: 'refunded',
    createdAt: row.intent.createdAt.toISOString(),
    downloadUrl: null,
    downloadToken: null,
    refundNote: automaticRefundReasons[row.intent.refundReason ?? 'duplicate'],
  });

  const ordersOfBuyer = async (buyerId: string) => {
    const [orderRows, refundedPayments] = await Promise.all([
      repo.listOrdersOfBuyer(db, buyerId),
      intents.listRefundedPaymentsOfBuyer(db, buyerId),
    ]);
    const keys = await licenseKeysOfOrders(
      db,
      orderRows.map((r) => r.order.id),
    );
    return [
      ...orderRows.map((r) => toOrder(r, { withLinks: true, keys })),
      ...refundedPayments.map(toRefundedPayment),
    ].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
  };

  return {
    /** One order as the buyer sees it, with a fresh download link. */
    presentOrder: async (orderId: string) => {
      const row = await repo.findOrderWithListing(db, orderId);
      return toOrder(row!, { withLinks: true, keys: await licenseKeysOfOrders(db, [orderId]) });
    },

    listMyOrders: ordersOfBuyer,

    listBuyerOrders: async ({ userId, buyerId }: { userId: string; buyerId: string }) => {
      if (userId !== buyerId) throw new AppError('FORBIDDEN');
      return ordersOfBuyer(buyerId);
    },

    listSellerOrders: async ({ viewer, sellerId }: { viewer: Viewer; sellerId: string }) => {
      if (viewer.id !== sellerId && !(await isElevatedAdmin(viewer))) throw new AppError('FORBIDDEN');
      return (await repo.listOrdersOfSeller(db, sellerId)).map((r) => toOrder(r, { withLinks: false }));
    },

    /** The seller's own sales a page at a time (API v1); `afterId` is the last sale of the page before. */
    listSellerOrdersPage: async (input: { sellerId: string; afterId?: string; limit: number }) =>
      (await repo.listOrdersOfSellerPage(db, input)).map((r) => toOrder(r, { withLinks: false })),

    /**
     * The file behind a signed link, for the order's buyer only. The first download of an order
     * counts towards the listing's downloads; repeats do not (docs/decisions/007-ledger.md).
     */
    openDownload: async ({ userId, orderId, token }: { userId: string; orderId: string; token: string }) => {
      if (!isUuid(orderId)) throw new AppError('FORBIDDEN', { message: downloadMessages.invalidToken });
      const check = links.verify(orderId, token);
      if (!check.ok && check.reason === 'invalid') {
        throw new AppError('FORBIDDEN', { message: downloadMessages.invalidToken });
      }
      const row = await repo.findOrderWithListing(db, orderId);
      if (!row || row.order.buyerId !== userId || !hasDownloadAccess(row.order)) {
        throw new AppError('FORBIDDEN', { message: downloadMessages.noAccess });
      }
      if (!check.ok) throw new AppError('GONE', { message: downloadMessages.expired });
      // The order's own link serves the current version (spec part 3, section 1).
      const file = await openCurrentFile(row.order.listingId, orderId);
      await repo.markFirstDownload(db, orderId);
      return file;
    },
  };
};

export type OrdersService = ReturnType<typeof createOrdersService>;
