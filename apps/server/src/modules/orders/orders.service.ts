import { automaticRefundReasons, downloadMessages, formatCents, type Order } from '@agentsy/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import type { Storage } from '../../storage/storage';
import type { DownloadLinks } from './download-links';
import * as repo from './orders.repo';
import * as intents from './payment-intents.repo';

type RefundedPaymentRow = Awaited<ReturnType<typeof intents.listRefundedPaymentsOfBuyer>>[number];

type Viewer = { id: string; sessionId: string };
type Deps = {
  db: Database;
  storage: Storage;
  links: DownloadLinks;
  /** Another seller's orders need the admin role and a live access-code elevation. */
  isElevatedAdmin: (viewer: Viewer) => Promise<boolean>;
};

/** Download access lasts while the order is completed; a refund ends it. */
export const hasDownloadAccess = (order: repo.OrderRow) => order.status === 'completed';

/** The agents a user bought and still owns, once each: shown on their page when they choose. */
export const listPurchasedAgents = async (db: Database, buyerId: string) => {
  const seen = new Set<string>();
  return (await repo.listOrdersOfBuyer(db, buyerId))
    .filter(({ order }) => hasDownloadAccess(order) && !seen.has(order.listingId) && seen.add(order.listingId))
    .map((r) => ({ id: r.order.listingId, title: r.listingTitle, platform: r.listingPlatform }));
};

export const createOrdersService = ({ db, storage, links, isElevatedAdmin }: Deps) => {
  const toOrder = (row: repo.OrderWithListing, { withLinks }: { withLinks: boolean }): Order => {
    const o = row.order;
    const link = withLinks && hasDownloadAccess(o) ? links.issue(o.id) : undefined;
    return {
      id: o.id,
      listingId: o.listingId,
      listing: { title: row.listingTitle, platform: row.listingPlatform },
      amount: formatCents(o.amountCents),
      subtotal: formatCents(o.subtotalCents),
      transactionFee: formatCents(o.feeCents),
      status: o.status,
      createdAt: o.createdAt.toISOString(),
      downloadUrl: link?.downloadUrl ?? null,
      downloadToken: link?.downloadToken ?? null,
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
    return [...orderRows.map((r) => toOrder(r, { withLinks: true })), ...refundedPayments.map(toRefundedPayment)].sort(
      (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id),
    );
  };

  return {
    /** One order as the buyer sees it, with a fresh download link. */
    presentOrder: async (orderId: string) => {
      const row = await repo.findOrderWithListing(db, orderId);
      return toOrder(row!, { withLinks: true });
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
      const listing = await repo.findListingForSale(db, row.order.listingId);
      const file = listing && (await storage.get(listing.fileKey));
      if (!listing || !file) throw new AppError('NOT_FOUND', { message: 'The file of this agent is missing.' });
      await repo.markFirstDownload(db, orderId);
      return { stream: file.stream, size: file.size, fileName: listing.fileName, mime: listing.fileMime };
    },
  };
};

export type OrdersService = ReturnType<typeof createOrdersService>;
