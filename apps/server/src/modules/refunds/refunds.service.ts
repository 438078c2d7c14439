import { formatCents, limits, type Refund, refundMessages } from '@agentsy/contracts';
import type { Database, Transaction } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import type { MailService } from '../mail/mail.service';
import { findUserById } from '../users/users.service';
import { emitWebhookEvent } from '../webhooks/webhooks.service';
import { applyRefund } from './refund-ledger';
import { createRefundMails } from './refund-mails';
import * as repo from './refunds.repo';

type Deps = { db: Database; mail?: Pick<MailService, 'queue'>; now?: () => Date };
type Reason = repo.RefundRow['reason'];
type Status = repo.RefundRow['status'];

const DAY_MS = 24 * 3600_000;
const notFound = () => new AppError('NOT_FOUND', { message: 'Refund request not found.' });

export const toRefund = (v: repo.RefundView): Refund => ({
  id: v.refund.id,
  orderId: v.refund.orderId,
  status: v.refund.status,
  amount: formatCents(v.refund.amountCents),
  reason: v.refund.reason,
  description: v.refund.description,
  createdAt: v.refund.createdAt.toISOString(),
  respondedAt: v.refund.respondedAt?.toISOString() ?? null,
  sellerMessage: v.refund.sellerMessage,
  disputeReason: v.refund.disputeReason,
  resolution: v.refund.resolution,
  buyer: { id: v.refund.buyerId, displayName: v.buyerDisplayName, email: v.buyerEmail },
  order: { id: v.refund.orderId, listingId: v.listingId, listing: { title: v.listingTitle } },
});

export const createRefundsService = ({ db, mail, now = () => new Date() }: Deps) => {
  const mails = createRefundMails(mail);
  const present = async (id: string) => toRefund((await repo.findRefundView(db, id))!);
  const windowStart = () => new Date(now().getTime() - limits.refundWindowDays * DAY_MS);

  /** Locks the request and checks who may act on it and from which state. */
  const lockFor = async (
    tx: Parameters<Parameters<Database['transaction']>[0]>[0],
    {
      refundId,
      userId,
      role,
      from,
      conflict,
    }: { refundId: string; userId: string; role: 'buyerId' | 'sellerId' | 'admin'; from: Status; conflict: string },
  ) => {
    const refund = isUuid(refundId) ? await repo.findRefundForUpdate(tx, refundId) : undefined;
    if (!refund || (role !== 'admin' && refund[role] !== userId)) throw notFound();
    if (refund.status !== from) throw new AppError('CONFLICT', { message: conflict });
    return refund;
  };

  return {
    createRefund: async ({
      buyerId,
      orderId,
      reason,
      description,
    }: {
      buyerId: string;
      orderId: string;
      reason: Reason;
      description: string;
    }) => {
      const found = isUuid(orderId) ? await repo.findOrderForRefund(db, orderId) : undefined;
      if (!found || found.order.buyerId !== buyerId)
        throw new AppError('FORBIDDEN', { message: 'This is not your order.' });
      const { order } = found;
      if (order.status === 'refunded') throw new AppError('CONFLICT', { message: refundMessages.alreadyRefunded });
      if (order.status !== 'completed' || order.amountCents === 0) {
        throw new AppError('BAD_REQUEST', { message: refundMessages.notRefundable });
      }
      if (order.createdAt < windowStart()) throw new AppError('BAD_REQUEST', { message: refundMessages.windowClosed });
      if (await repo.hasOpenRequest(db, order.id))
        throw new AppError('CONFLICT', { message: refundMessages.alreadyOpen });
      try {
        const row = await db.transaction(async (tx) => {
          const inserted = await repo.insertRefund(tx, {
            orderId: order.id,
            buyerId,
            sellerId: found.sellerId,
            amountCents: order.amountCents,
            reason,
            description,
            createdAt: now(),
          });
          await mails.notify(tx, inserted.id, { template: 'refundRequested', reason });
          await emitWebhookEvent(tx, found.sellerId, 'refund.requested', {
            refundId: inserted.id,
            orderId: order.id,
            amountCents: inserted.amountCents,
            reason,
            description,
          });
          return inserted;
        });
        return present(row.id);
      } catch (error) {
        // Two submits at once: the partial unique index lets exactly one through.
        if (isUniqueViolation(error)) throw new AppError('CONFLICT', { message: refundMessages.alreadyOpen });
        throw error;
      }
    },

    listRefunds: async ({ userId, as, status }: { userId: string; as?: 'buyer' | 'seller'; status?: Status }) => {
      const user = await findUserById(db, userId);
      const asSeller = as ? as === 'seller' : user?.activeRole === 'seller';
      const rows = await repo.listRefunds(db, asSeller ? { sellerId: userId, status } : { buyerId: userId, status });
      return rows.map(toRefund);
    },

    getRefund: async ({ userId, refundId }: { userId: string; refundId: string }) => {
      const view = isUuid(refundId) ? await repo.findRefundView(db, refundId) : undefined;
      if (!view || (view.refund.buyerId !== userId && view.refund.sellerId !== userId)) throw notFound();
      return toRefund(view);
    },

    listEligibleOrders: async (buyerId: string) =>
      (await repo.listEligibleOrders(db, buyerId, windowStart())).map((r) => ({
        id: r.order.id,
        listingId: r.order.listingId,
        listing: { title: r.listingTitle },
        amount: formatCents(r.order.amountCents),
        createdAt: r.order.createdAt.toISOString(),
      })),

    /** The listing's seller approves (refund in the same transaction) or rejects. */
    respond: async ({
      sellerId,
      refundId,
      action,
      message,
    }: {
      sellerId: string;
      refundId: string;
      action: 'approve' | 'reject';
      message: string;
    }) => {
      await db.transaction(async (tx) => {
        const refund = await lockFor(tx, {
          refundId,
          userId: sellerId,
          role: 'sellerId',
          from: 'pending',
          conflict: refundMessages.notPending,
        });
        const applied = action === 'approve' ? await applyRefundOf(tx, refund, now()) : undefined;
        await repo.updateRefund(tx, refund.id, {
          status: action === 'approve' ? 'approved' : 'rejected',
          sellerMessage: message,
          respondedAt: now(),
        });
        await mails.notify(tx, refund.id, {
          template: 'refundAnswered',
          approved: action === 'approve',
          message,
          reviewRemoved: applied?.reviewRemoved ?? false,
        });
      });
      return present(refundId);
    },

    dispute: async ({ buyerId, refundId, reason }: { buyerId: string; refundId: string; reason: string }) => {
      await db.transaction(async (tx) => {
        const refund = await lockFor(tx, {
          refundId,
          userId: buyerId,
          role: 'buyerId',
          from: 'rejected',
          conflict: refundMessages.notRejected,
        });
        await repo.updateRefund(tx, refund.id, { status: 'disputed', disputeReason: reason });
        await mails.notify(tx, refund.id, { template: 'refundDisputed', reason });
        await emitWebhookEvent(tx, refund.sellerId, 'refund.disputed', {
          refundId: refund.id,
          orderId: refund.orderId,
          reason,
        });
      });
      return present(refundId);
    },

    /** Disputed requests waiting for an admin, with both sides' statements and the seller. */
    listDisputes: async () =>
      (await repo.listDisputedViews(db)).map((v) => ({
        ...toRefund(v),
        seller: { id: v.refund.sellerId, displayName: v.sellerDisplayName, email: v.sellerEmail },
      })),

    /**
     * Admin decision on a disputed request: refund the buyer, or uphold the seller. `within`
     * runs inside the decision's transaction (the admin audit entry), so both commit or neither.
     */
    resolve: async ({
      refundId,
      outcome,
      message,
      within,
    }: {
      refundId: string;
      outcome: 'refund' | 'uphold';
      message: string;
      /** Runs in the decision's transaction with the row before and after: admin-ops audits it there. */
      within?: (tx: Transaction, change: { before: repo.RefundRow; after: repo.RefundRow }) => Promise<void> | void;
    }) => {
      await db.transaction(async (tx) => {
        const refund = await lockFor(tx, {
          refundId,
          userId: '',
          role: 'admin',
          from: 'disputed',
          conflict: refundMessages.notDisputed,
        });
        const applied = outcome === 'refund' ? await applyRefundOf(tx, refund, now()) : undefined;
        const resolution = `${outcome === 'refund' ? 'Refunded' : 'Upheld'}: ${message}`;
        const after = await repo.updateRefund(tx, refund.id, { status: 'resolved', resolution, resolvedAt: now() });
        await mails.notify(tx, refund.id, {
          template: 'refundResolved',
          refunded: outcome === 'refund',
          message,
          reviewRemoved: applied?.reviewRemoved ?? false,
        });
        await within?.(tx, { before: refund, after });
      });
      return present(refundId);
    },
  };
};

const applyRefundOf = async (
  tx: Parameters<Parameters<Database['transaction']>[0]>[0],
  refund: repo.RefundRow,
  at: Date,
) => {
  const found = (await repo.findOrderForRefund(tx, refund.orderId))!;
  return applyRefund(tx, {
    orderId: refund.orderId,
    buyerId: refund.buyerId,
    listingId: found.order.listingId,
    sellerId: refund.sellerId,
    at,
  });
};

export type RefundsService = ReturnType<typeof createRefundsService>;
