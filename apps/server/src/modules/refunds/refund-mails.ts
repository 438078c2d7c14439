import type { DbOrTx, Transaction } from '../../db/client';
import type { MailService } from '../mail/mail.service';
import * as repo from './refunds.repo';

type Side = 'buyer' | 'seller';
type Facts = { listingTitle: string; amountCents: number; refundId: string; side: Side };
export type RefundEvent =
  | { template: 'refundRequested'; reason: string }
  | { template: 'refundAnswered'; approved: boolean; message: string; reviewRemoved: boolean }
  | { template: 'refundDisputed'; reason: string }
  | { template: 'refundResolved'; refunded: boolean; message: string; reviewRemoved: boolean };

/** One template per step; each case hands the queue exactly the data its template takes. */
const queueStep = (mail: Pick<MailService, 'queue'>, tx: DbOrTx, userId: string, facts: Facts, event: RefundEvent) => {
  switch (event.template) {
    case 'refundRequested':
    case 'refundDisputed':
      return mail.queue(tx, { userId, template: event.template, data: { ...facts, reason: event.reason } });
    case 'refundAnswered':
      return mail.queue(tx, {
        userId,
        template: event.template,
        data: { ...facts, approved: event.approved, message: event.message, reviewRemoved: event.reviewRemoved },
      });
    case 'refundResolved':
      return mail.queue(tx, {
        userId,
        template: event.template,
        data: { ...facts, refunded: event.refunded, message: event.message, reviewRemoved: event.reviewRemoved },
      });
  }
};

/** Tells both sides of a refund request what just happened, inside the change's transaction. */
export const createRefundMails = (mail: Pick<MailService, 'queue'> | undefined) => ({
  notify: async (tx: Transaction, refundId: string, event: RefundEvent) => {
    if (!mail) return;
    const view = (await repo.findRefundView(tx, refundId))!;
    const facts = { listingTitle: view.listingTitle, amountCents: view.refund.amountCents, refundId };
    await queueStep(mail, tx, view.refund.buyerId, { ...facts, side: 'buyer' }, event);
    await queueStep(mail, tx, view.refund.sellerId, { ...facts, side: 'seller' }, event);
  },
});
