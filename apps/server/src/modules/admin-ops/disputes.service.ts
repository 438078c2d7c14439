import type { AdminDispute } from '@agentsy/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentDisputesService } from '../refunds/payment-disputes.service';
import type { RefundsService } from '../refunds/refunds.service';
import { type AuditRecorder, type NotifyUser, notifySafely } from './admin-ops-deps';

type Deps = {
  refunds: RefundsService;
  paymentDisputes: Pick<PaymentDisputesService, 'listOpen'>;
  audit: AuditRecorder;
  notifyUser: NotifyUser;
  log: FastifyBaseLogger;
};
type Outcome = 'refund' | 'uphold';

const decisionFor = (outcome: Outcome) =>
  outcome === 'refund'
    ? 'resolved in favour of the buyer: the order is refunded'
    : "resolved in favour of the seller: the seller's decision stands";

const noteAbout = (title: string, outcome: Outcome, message: string) =>
  `The refund dispute for "${title}" has been ${decisionFor(outcome)}. Note from the Agentsy team: ${message}`;

/** Disputed refunds, decided by an admin through the refunds module, with a note to both sides. */
export const createDisputesService = ({ refunds, paymentDisputes, audit, notifyUser, log }: Deps) => ({
  listDisputes: (): Promise<AdminDispute[]> => refunds.listDisputes(),

  /** Chargebacks and partial refunds from the card processor that are still open. */
  listPaymentDisputes: () => paymentDisputes.listOpen(),

  resolveDispute: async ({
    actorId,
    refundId,
    outcome,
    message,
  }: {
    actorId: string;
    refundId: string;
    outcome: Outcome;
    message: string;
  }) => {
    let sellerId = '';
    const resolved = await refunds.resolve({
      refundId,
      outcome,
      message,
      within: (tx, { before, after }) => {
        sellerId = after.sellerId;
        return audit.record(
          {
            actorId,
            action: outcome === 'refund' ? 'dispute.resolve_for_buyer' : 'dispute.resolve_for_seller',
            targetType: 'refund_request',
            targetId: after.id,
            before: { status: before.status },
            after: { status: after.status, resolution: after.resolution },
          },
          tx,
        );
      },
    });
    const note = noteAbout(resolved.order.listing.title, outcome, message);
    await notifySafely(notifyUser, log, resolved.buyer.id, note);
    await notifySafely(notifyUser, log, sellerId, note);
    return resolved;
  },
});

export type DisputesService = ReturnType<typeof createDisputesService>;
