import type { Transaction } from '../../db/client';
import type { MailService } from '../mail/mail.service';
import * as repo from './refunds.repo';

type Side = 'buyer' | 'seller';
export type RefundEvent =
  | { template: 'refundRequested'; reason: string }
  | { template: 'refundAnswered'; approved: boolean; message: string }
  | { template: 'refundDisputed'; reason: string }
  | { template: 'refundResolved'; refunded: boolean; message: string };

/** Tells both sides of a refund request what just happened, inside the change's transaction. */
export const createRefundMails = (mail: Pick<MailService, 'queue'> | undefined) => ({
  notify: async (tx: Transaction, refundId: string, event: RefundEvent) => {
    if (!mail) return;
    const view = (await repo.findRefundView(tx, refundId))!;
    const facts = { listingTitle: view.listingTitle, amountCents: view.refund.amountCents, refundId };
    const sides: [Side, string][] = [
      ['buyer', view.refund.buyerId],
      ['seller', view.refund.sellerId],
    ];
    for (const [side, userId] of sides) {
      const { template, ...rest } = event;
      // The union keeps each template's data apart; the queue checks the pair at compile time.
      await mail.queue(tx, { userId, template, data: { ...facts, ...rest, side } as never });
    }
  },
});
