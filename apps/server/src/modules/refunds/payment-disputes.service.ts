import {
  type AdminPaymentDispute,
  formatCents,
  formatUsd,
  type PaymentChange,
  paymentChangeNotes,
} from '@agentsy/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../../db/client';
import { lockAccount } from '../ledger/ledger.service';
import { accounts } from '../ledger/ledger-accounts';
import type { MailService } from '../mail/mail.service';
import { chargeDisputeFee, holdDisputedShare, releaseDisputedShare } from './dispute-ledger';
import * as repo from './payment-disputes.repo';
import { applyRefund } from './refund-ledger';

/** Tells a user something in the app (their Support Team conversation). */
export type NotifyUser = (userId: string, text: string) => Promise<void>;
/**
 * Records the provider's event id in the handling transaction and answers false when it already
 * was: a redelivery, or the same event delivered twice at once, then changes nothing.
 */
export type ClaimEvent = (tx: Transaction) => Promise<boolean>;

type Deps = {
  db: Database;
  mail?: Pick<MailService, 'queue'>;
  notifyUser?: () => NotifyUser | undefined;
  log?: FastifyBaseLogger;
  now?: () => Date;
};
type Found = NonNullable<Awaited<ReturnType<typeof repo.findOrderOfIntent>>>;
type Note = { userId: string; text: string };
type Outcome = { duplicate: boolean };

export const refundedByProviderResolution = 'Refunded: the payment was refunded through the payment provider.';

export const createPaymentDisputesService = ({ db, mail, notifyUser, log, now = () => new Date() }: Deps) => {
  /** Mails both sides in the event's transaction and answers the in-app notes to send after commit. */
  const tell = async (tx: Transaction, found: Found, change: PaymentChange, amountCents: number) => {
    const notes: Note[] = [];
    for (const [side, userId] of [
      ['buyer', found.order.buyerId],
      ['seller', found.sellerId],
    ] as const) {
      await mail?.queue(tx, {
        userId,
        template: 'paymentChanged',
        data: { change, side, listingTitle: found.listingTitle, amountCents, orderId: found.order.id },
      });
      const { text } = paymentChangeNotes(change, side, { title: found.listingTitle, amount: formatUsd(amountCents) });
      notes.push({ userId, text });
    }
    return notes;
  };

  /**
   * One provider event in one transaction: the event id is claimed first, the order locked, then
   * `work` decides from the order's state as it is now. Notes go out only once it committed; a note that
   * fails to send is logged and never undoes the change.
   */
  const handle = async (
    claim: ClaimEvent,
    providerIntentId: string,
    work: (tx: Transaction, found: Found, at: Date) => Promise<Note[]>,
  ): Promise<Outcome> => {
    const result = await db.transaction(async (tx) => {
      if (!(await claim(tx))) return undefined;
      const found = await repo.findOrderOfIntent(tx, providerIntentId);
      // A payment that made no order (decision 012) has nothing to reflect here.
      if (!found) return [];
      // Locks taken in the order a refund approval takes them (the request, the seller's account,
      // the order), so a Stripe event and an approval of the same order never deadlock.
      await repo.lockOpenRefundRequests(tx, found.order.id);
      await lockAccount(tx, accounts.seller(found.sellerId));
      const order = await repo.lockOrder(tx, found.order.id);
      return work(tx, { ...found, order }, now());
    });
    if (!result) return { duplicate: true };
    const notify = notifyUser?.();
    for (const note of notify ? result : []) {
      try {
        await notify!(note.userId, note.text);
      } catch (error) {
        log?.error({ err: error, userId: note.userId }, 'could not send a note about a payment change');
      }
    }
    return { duplicate: false };
  };

  /** The full refund path of an approved request, plus what is specific to the provider's side. */
  const refundInFull = async (tx: Transaction, found: Found, at: Date) => {
    await applyRefund(tx, {
      orderId: found.order.id,
      buyerId: found.order.buyerId,
      listingId: found.order.listingId,
      sellerId: found.sellerId,
      at,
    });
    await repo.resolveOpenRefundRequests(tx, found.order.id, refundedByProviderResolution, at);
    await repo.closePartialRefunds(tx, found.order.id, at);
  };

  return {
    /** charge.refunded: in full ends the order like an approved refund; in part flags it for an admin. */
    refunded: ({
      claim,
      providerIntentId,
      chargeId,
      amountCents,
      amountRefundedCents,
    }: {
      claim: ClaimEvent;
      providerIntentId: string;
      chargeId: string;
      amountCents: number;
      amountRefundedCents: number;
    }) =>
      handle(claim, providerIntentId, async (tx, found, at) => {
        if (found.order.status === 'refunded' || amountRefundedCents <= 0) return [];
        if (amountRefundedCents >= amountCents) {
          await refundInFull(tx, found, at);
          return tell(tx, found, 'refunded', amountRefundedCents);
        }
        await repo.upsertPartialRefund(tx, {
          id: `partial_refund:${chargeId}`,
          kind: 'partial_refund',
          orderId: found.order.id,
          amountCents: amountRefundedCents,
          reason: 'Partially refunded at the payment provider',
          createdAt: at,
        });
        return tell(tx, found, 'partiallyRefunded', amountRefundedCents);
      }),

    /** charge.dispute.created: the order is disputed, downloads pause, the seller's share is held. */
    disputeOpened: ({
      claim,
      providerIntentId,
      disputeId,
      amountCents,
      reason,
    }: {
      claim: ClaimEvent;
      providerIntentId: string;
      disputeId: string;
      amountCents: number;
      reason: string;
    }) =>
      handle(claim, providerIntentId, async (tx, found, at) => {
        const row = await repo.insertPaymentDispute(tx, {
          id: disputeId,
          kind: 'dispute',
          orderId: found.order.id,
          amountCents,
          reason,
          createdAt: at,
        });
        // Already known (another event about it came first), or the order was refunded before.
        if (!row || found.order.status === 'refunded') return [];
        const heldCents = await holdDisputedShare(tx, {
          disputeId,
          orderId: found.order.id,
          sellerId: found.sellerId,
          disputedCents: amountCents,
          orderCents: found.order.amountCents,
        });
        await repo.updatePaymentDispute(tx, disputeId, { heldCents });
        await repo.setOrderStatus(tx, found.order.id, 'disputed');
        return tell(tx, found, 'disputed', amountCents);
      }),

    /**
     * charge.dispute.closed: won (or an inquiry closed) gives the hold back and the download;
     * lost reverses the sale like a refund and books the provider's fee to the platform.
     */
    disputeClosed: ({
      claim,
      providerIntentId,
      disputeId,
      amountCents,
      won,
      feeCents,
      reason,
    }: {
      claim: ClaimEvent;
      providerIntentId: string;
      disputeId: string;
      amountCents: number;
      won: boolean;
      feeCents: number;
      reason: string;
    }) =>
      handle(claim, providerIntentId, async (tx, found, at) => {
        // The opening event may be late or lost: the dispute is known from its close alone.
        await repo.insertPaymentDispute(tx, {
          id: disputeId,
          kind: 'dispute',
          orderId: found.order.id,
          amountCents,
          reason,
          createdAt: at,
        });
        const dispute = (await repo.findPaymentDisputeForUpdate(tx, disputeId))!;
        if (dispute.status !== 'open') return [];
        const hold = { disputeId, orderId: found.order.id, sellerId: found.sellerId, heldCents: dispute.heldCents };
        await releaseDisputedShare(tx, hold);
        await repo.updatePaymentDispute(tx, disputeId, {
          status: won ? 'won' : 'lost',
          feeCents: won ? 0 : feeCents,
          closedAt: at,
        });
        if (won) {
          const stillDisputed = await repo.hasOtherOpenDispute(tx, found.order.id, disputeId);
          if (found.order.status !== 'disputed' || stillDisputed) return [];
          await repo.setOrderStatus(tx, found.order.id, 'completed');
          return tell(tx, found, 'disputeWon', amountCents);
        }
        await chargeDisputeFee(tx, { disputeId, orderId: found.order.id, feeCents });
        if (found.order.status === 'refunded') return [];
        await refundInFull(tx, found, at);
        return tell(tx, found, 'disputeLost', amountCents);
      }),

    /** Open chargebacks and partial refunds, oldest first: the admins' queue. */
    listOpen: async (): Promise<AdminPaymentDispute[]> =>
      (await repo.listOpenPaymentDisputes(db)).map(({ dispute, orderAmountCents, listingTitle }) => ({
        id: dispute.id,
        kind: dispute.kind,
        status: dispute.status,
        orderId: dispute.orderId,
        listing: { title: listingTitle },
        amount: formatCents(dispute.amountCents),
        orderAmount: formatCents(orderAmountCents),
        held: formatCents(dispute.heldCents),
        reason: dispute.reason,
        createdAt: dispute.createdAt.toISOString(),
      })),
  };
};

export type PaymentDisputesService = ReturnType<typeof createPaymentDisputesService>;
