import type { Transaction } from '../../db/client';
import { entriesOfKeys, lockAccount, postTransaction } from '../ledger/ledger.service';
import { accounts, reverse } from '../ledger/ledger-accounts';
import { referralKey, saleKey } from '../orders/sale-ledger';
import { deleteReview } from '../reviews/reviews.service';
import { emitWebhookEvent } from '../webhooks/webhooks.service';
import { markOrderRefunded } from './refunds.repo';

/**
 * An approved refund, all in the caller's transaction: the order is refunded (download access
 * ends), the sale and any referral commission are reversed in full (the seller's balance may go
 * negative if it was already paid out), and the buyer's review of the listing is removed. Answers
 * whether there was a review, so the refund's mails can say it went.
 */
export const applyRefund = async (
  tx: Transaction,
  {
    orderId,
    buyerId,
    listingId,
    sellerId,
    at = new Date(),
  }: { orderId: string; buyerId: string; listingId: string; sellerId: string; at?: Date },
) => {
  // Same lock as payouts take, so a payout's balance check never races a refund's debit.
  await lockAccount(tx, accounts.seller(sellerId));
  await markOrderRefunded(tx, orderId, at);
  const entries = await entriesOfKeys(tx, [saleKey(orderId), referralKey(orderId)]);
  await postTransaction(tx, {
    kind: 'refund',
    idempotencyKey: `refund:${orderId}`,
    orderId,
    entries: reverse(entries),
    at,
  });
  const reviewRemoved = await deleteReview(tx, buyerId, listingId);
  await emitWebhookEvent(tx, sellerId, 'order.refunded', { orderId, listingId, buyerId, refundedAt: at.toISOString() });
  return { reviewRemoved };
};
