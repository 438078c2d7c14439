import { paymentMessages } from '@agentsy/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { PaymentProvider, ProviderIntent } from '../../payments/payment-provider';
import { postTransaction } from '../ledger/ledger.service';
import { accounts } from '../ledger/ledger-accounts';
import type { MailService } from '../mail/mail.service';
import { bookPaidOrder } from './book-order';
import type { CheckoutDiscounts } from './discount-checkout';
import * as repo from './orders.repo';
import * as intents from './payment-intents.repo';

/** `now` dates the orders it books, and so their ledger entries (the demo seed tells a past). */
export type SettlementDeps = {
  db: Database;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  /** Receipts and sale notices; the demo seed tells its past without mail. */
  mail?: Pick<MailService, 'queue'>;
  now?: () => Date;
  /** Discount codes (modules/discounts); the demo seed sells without them. */
  discounts?: CheckoutDiscounts;
};

export type Settlement =
  | { kind: 'order'; order: repo.OrderRow }
  | { kind: 'refunded'; intent: intents.PaymentIntentRow; reason: intents.RefundReason };

const chargeEntries = (intent: intents.PaymentIntentRow) => [
  { account: accounts.buyerPayments(intent.provider), amountCents: -intent.amountCents },
  { account: accounts.unmatchedPayments, amountCents: intent.amountCents },
];

/**
 * Turns a payment the provider reports as succeeded into its one order, or, when it cannot make
 * an order (the buyer already owns the listing, the listing left the marketplace, the intent was
 * canceled), into an automatic refund. Every caller goes through here: process-payment, the
 * sandbox confirmation, the webhook and the reconciliation pass.
 */
export const createPaymentSettlement = ({
  db,
  provider,
  log,
  mail,
  now = () => new Date(),
  discounts,
}: SettlementDeps) => {
  /** The provider's record must be the payment we asked for, before it can move anything. */
  const verify = (intent: intents.PaymentIntentRow, remote: ProviderIntent | undefined) => {
    if (remote?.status !== 'succeeded') {
      throw new AppError('PAYMENT_FAILED', { message: paymentMessages.notSucceeded, title: 'Payment Failed' });
    }
    const matches =
      remote.amountCents === intent.amountCents &&
      remote.currency === intent.currency &&
      remote.metadata.buyerId === intent.buyerId &&
      remote.metadata.listingId === intent.listingId;
    if (!matches) {
      log.warn({ intent: intent.providerIntentId }, 'provider intent does not match our record');
      throw new AppError('BAD_REQUEST', { message: 'The payment does not match this purchase.' });
    }
  };

  /** Asks the provider for the refund, then books it; safe to repeat until it succeeds once. */
  const payBack = async (intent: intents.PaymentIntentRow) => {
    const { refundId } = await provider.refundIntent({
      id: intent.providerIntentId,
      idempotencyKey: `refund:${intent.id}`,
    });
    await db.transaction(async (tx) => {
      if (!(await intents.markProviderRefund(tx, intent.id, refundId))) return;
      await postTransaction(tx, {
        kind: 'charge_refund',
        idempotencyKey: `charge_refund:${intent.id}`,
        memo: `payment_intent:${intent.id}`,
        entries: chargeEntries(intent).map((e) => ({ account: e.account, amountCents: -e.amountCents })),
      });
    });
  };

  const decide = (intent: intents.PaymentIntentRow): Promise<Settlement> =>
    db.transaction(async (tx) => {
      await intents.lockPurchase(tx, intent.buyerId, intent.listingId);
      const existing = await repo.findOrderByIntent(tx, intent.id);
      if (existing) return { kind: 'order', order: existing };
      const current = (await intents.findPaymentIntentById(tx, intent.id))!;
      if (current.status === 'refunded') return { kind: 'refunded', intent: current, reason: current.refundReason! };
      const listing = await repo.findListingForSale(tx, intent.listingId);
      let reason: intents.RefundReason | undefined;
      if (!listing?.isListed || !listing.hasCurrentVersion) reason = 'unavailable';
      else if (current.status === 'canceled') reason = 'expired';
      else if (await repo.findLiveOrder(tx, intent.buyerId, intent.listingId)) reason = 'duplicate';
      const booked = reason
        ? undefined
        : await bookPaidOrder(tx, {
            intent,
            listing: listing!,
            mail,
            createdAt: now(),
            useRedemption: discounts?.useRedemption,
          });
      if (booked) return { kind: 'order', order: booked };
      // No order: the one-live-order rule held one already (a free claim, say) or a reason above.
      const owed = (await intents.markRefundOwed(tx, intent.id, reason ?? 'duplicate'))!;
      // A payment given back used no code: another buyer may have the redemption.
      await discounts?.releaseRedemption(tx, intent.id);
      await postTransaction(tx, {
        kind: 'charge',
        idempotencyKey: `charge:${intent.id}`,
        memo: `payment_intent:${intent.id}`,
        entries: chargeEntries(intent),
      });
      return { kind: 'refunded', intent: owed, reason: owed.refundReason! };
    });

  return {
    verify,
    payBack,

    /** Settles a payment already verified with the provider; the refund is asked for at once. */
    settle: async (intent: intents.PaymentIntentRow): Promise<Settlement> => {
      const outcome = await decide(intent);
      if (outcome.kind === 'refunded' && !outcome.intent.providerRefundId) {
        await payBack(outcome.intent).catch((err) => {
          log.error({ err, intent: intent.id }, 'automatic refund failed; the reconciliation pass retries it');
        });
      }
      return outcome;
    },
  };
};

export type PaymentSettlement = ReturnType<typeof createPaymentSettlement>;
