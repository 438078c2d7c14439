import {
  type CreatePaymentIntentBody,
  FREE_DOWNLOAD,
  listingMessages,
  type PaymentIntentResponse,
  type ProcessPaymentRequest,
  paymentIntentTtlMinutes,
  paymentMessages,
  releaseMessages,
} from '@agentsy/contracts';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { PaymentDeclinedError, type ProviderIntent } from '../../payments/payment-provider';
import type { CardInput, SandboxProvider } from '../../payments/sandbox-provider';
import { bookFreeOrder } from './book-order';
import { createDiscountCheckout, intentResponse } from './discount-checkout';
import * as repo from './orders.repo';
import type { RefundReason } from './payment-intents.repo';
import * as intents from './payment-intents.repo';
import { createPaymentSettlement, type Settlement, type SettlementDeps } from './payment-settlement';
import { reconcilePayments } from './reconcile-payments';

/** The same dependencies as the settlement it drives; `now` also dates the intents it creates. */
type Deps = SettlementDeps & {
  /** The built-in card form's provider, when it is the one configured. */
  sandbox?: SandboxProvider;
  /**
   * Test seam, never set in production (config.crashDrillHoldCharge, NODE_ENV=test only): called
   * when a sandbox card is charged and before its order is booked (drills/hold-charge.ts).
   */
  afterSandboxCharge?: (providerIntentId: string) => Promise<void>;
};

const listingNotFound = () =>
  new AppError('NOT_FOUND', { message: paymentMessages.listingNotFound, title: 'Agent Not Found' });

/** A listing whose versions were all revoked (or none published yet) has nothing to deliver. */
const notForSale = () =>
  new AppError('CONFLICT', { message: releaseMessages.notForSale, title: listingMessages.notForSale.title });

/** A client figure that is present must equal the server's, to the cent. */
const agrees = (given: number | undefined, cents: number) => given === undefined || given === cents;

export const createCheckoutService = ({
  db,
  provider,
  log,
  mail,
  now = () => new Date(),
  sandbox,
  afterSandboxCharge,
  discounts,
}: Deps) => {
  const settlement = createPaymentSettlement({ db, provider, log, mail, now, discounts });
  const withCodes = createDiscountCheckout({ db, provider, discounts, mail, now });

  const loadListing = async (listingId: string) => {
    const listing = isUuid(listingId) ? await repo.findListingForSale(db, listingId) : undefined;
    if (!listing) throw listingNotFound();
    return listing;
  };

  /** What the buyer is told when their payment was given back instead of making an order. */
  const refusal = (reason: RefundReason) => {
    if (reason === 'duplicate') {
      return new AppError('ALREADY_PURCHASED', {
        message: paymentMessages.duplicateRefunded,
        title: 'Already Purchased',
      });
    }
    if (reason === 'expired') return new AppError('PAYMENT_EXPIRED', { message: paymentMessages.expiredRefunded });
    return new AppError('CONFLICT', { message: paymentMessages.unavailableRefunded });
  };

  /**
   * An intent that can no longer be paid (past its time, or its listing left the marketplace):
   * canceled here and at the provider. Answers the provider's record when the card was charged
   * first, since that payment still has to be settled.
   */
  const expireIfStale = async (intent: intents.PaymentIntentRow, at = new Date()) => {
    const isStale = intent.status === 'canceled' || (intent.status === 'requires_payment' && intent.expiresAt <= at);
    if (!isStale) return undefined;
    const remote = await provider.cancelIntent(intent.providerIntentId);
    if (remote.status === 'succeeded') return remote;
    await db.transaction(async (tx) => {
      await intents.cancelOpenIntent(tx, intent.id);
      // An expired payment gives its code's redemption back.
      await discounts?.releaseRedemption(tx, intent.id);
    });
    const listing = await repo.findListingForSale(db, intent.listingId);
    const message = listing?.isListed ? paymentMessages.intentExpired : paymentMessages.canceled;
    throw new AppError('PAYMENT_EXPIRED', { message });
  };

  /** Verifies with the provider, then books the order or the automatic refund. */
  const settleWithProvider = async (intent: intents.PaymentIntentRow, known?: ProviderIntent) => {
    const remote = known ?? (await provider.retrieveIntent(intent.providerIntentId));
    settlement.verify(intent, remote);
    return settlement.settle(intent);
  };

  const orderOrRefusal = (outcome: Settlement) => {
    if (outcome.kind === 'refunded') throw refusal(outcome.reason);
    return outcome.order;
  };

  const claimFree = async (buyerId: string, listingId: string, discountCode?: string) => {
    const listing = await loadListing(listingId);
    // A priced listing is claimed free only with a code that takes off all of it.
    if (listing.priceCents !== 0 && !discountCode)
      throw new AppError('BAD_REQUEST', { message: paymentMessages.notFree });
    const existing = await repo.findLiveOrder(db, buyerId, listing.id);
    if (existing) return existing;
    if (!listing.isListed) throw listingNotFound();
    if (!listing.hasCurrentVersion) throw notForSale();
    if (listing.sellerId === buyerId) throw new AppError('FORBIDDEN', { message: paymentMessages.ownListing });
    if (listing.priceCents !== 0) return withCodes.claimFreeWithCode(buyerId, listing, discountCode!);
    const inserted = await bookFreeOrder(db, { buyerId, listing, mail, createdAt: now() });
    return inserted ?? (await repo.findLiveOrder(db, buyerId, listing.id))!;
  };

  /** Webhook and sandbox path: the provider says an intent succeeded. */
  const fulfilProviderIntent = async (providerIntentId: string) => {
    const intent = await intents.findPaymentIntentByProviderId(db, providerIntentId);
    if (!intent) return undefined;
    const existing = await repo.findOrderByIntent(db, intent.id);
    if (existing) return { kind: 'order', order: existing } satisfies Settlement;
    return settleWithProvider(intent);
  };

  return {
    createPaymentIntent: async ({
      buyerId,
      request,
    }: {
      buyerId: string;
      request: CreatePaymentIntentBody;
    }): Promise<PaymentIntentResponse> => {
      const listing = await loadListing(request.listingId);
      if (!listing.isListed) throw listingNotFound();
      if (!listing.hasCurrentVersion) throw notForSale();
      if (listing.sellerId === buyerId) throw new AppError('FORBIDDEN', { message: paymentMessages.ownListing });
      if (listing.priceCents === 0) throw new AppError('BAD_REQUEST', { message: paymentMessages.freeListing });
      if (await repo.findLiveOrder(db, buyerId, listing.id)) {
        throw new AppError('ALREADY_PURCHASED', { title: 'Already Purchased' });
      }
      const code = request.discountCode || undefined;
      const reused = code && (await withCodes.findOpenIntent(buyerId, listing.id, code));
      // The same checkout submitted twice: the same payment, its one redemption already held.
      const applied = code && !reused ? await withCodes.priceWithCode(buyerId, code, listing) : undefined;
      const figures = withCodes.figuresFor(reused || applied, listing);
      const isAgreed =
        agrees(request.amount, figures.total) &&
        agrees(request.subtotal, figures.subtotal) &&
        agrees(request.transactionFee, figures.transactionFee);
      if (!isAgreed) throw new AppError('BAD_REQUEST', { message: paymentMessages.figuresChanged });
      if (reused) return intentResponse(reused, provider.name);
      // 100% off: a free claim, booked now; the browser has no payment to make.
      if (applied?.priceCents === 0) return withCodes.claimForIntent(buyerId, listing, applied);

      const remote = await provider.createIntent({
        amountCents: figures.total,
        currency: 'usd',
        metadata: { buyerId, listingId: listing.id },
        idempotencyKey: `intent:${buyerId}:${listing.id}:${crypto.randomUUID()}`,
      });
      const values = {
        provider: provider.name,
        providerIntentId: remote.id,
        clientSecret: remote.clientSecret,
        buyerId,
        listingId: listing.id,
        amountCents: figures.total,
        subtotalCents: figures.subtotal,
        feeCents: figures.transactionFee,
        expiresAt: new Date(Date.now() + paymentIntentTtlMinutes * 60_000),
        createdAt: now(),
      };
      return intentResponse(await withCodes.recordIntent(values, applied), provider.name);
    },

    /** The buyer's confirmation after the card form: free claim, or a verified paid intent. */
    processPayment: async ({
      buyerId,
      paymentIntentId,
      listingId,
      discountCode,
    }: ProcessPaymentRequest & { buyerId: string }) => {
      if (paymentIntentId === FREE_DOWNLOAD) return claimFree(buyerId, listingId, discountCode);
      const intent = await intents.findPaymentIntentByProviderId(db, paymentIntentId);
      // Someone else's intent is reported exactly like an unknown one.
      if (!intent || intent.buyerId !== buyerId) {
        throw new AppError('NOT_FOUND', { message: paymentMessages.intentNotFound });
      }
      if (intent.listingId !== listingId) {
        throw new AppError('BAD_REQUEST', { message: 'The payment does not match this purchase.' });
      }
      const existing = await repo.findOrderByIntent(db, intent.id);
      if (existing) return existing;
      if (intent.status === 'refunded') throw refusal(intent.refundReason!);
      const charged = await expireIfStale(intent);
      return orderOrRefusal(await settleWithProvider(intent, charged));
    },

    /**
     * The built-in card form: charges the card, then books the order as the card provider's
     * webhook would, so it exists even if the browser goes away now.
     */
    confirmSandboxPayment: async ({
      buyerId,
      clientSecret,
      card,
    }: {
      buyerId: string;
      clientSecret: string;
      card: CardInput;
    }) => {
      if (!sandbox) throw new AppError('NOT_FOUND');
      const remote = await sandbox.findBySecret(clientSecret);
      if (!remote) throw new AppError('NOT_FOUND', { message: paymentMessages.intentNotFound });
      if (remote.metadata.buyerId !== buyerId) throw new AppError('FORBIDDEN');
      // An intent that can no longer be paid is refused before any charge.
      const intent = await intents.findPaymentIntentByProviderId(db, remote.id);
      if (intent) await expireIfStale(intent);
      try {
        await sandbox.confirm(clientSecret, card);
      } catch (error) {
        if (!(error instanceof PaymentDeclinedError)) throw error;
        const code = error.status === 402 ? 'PAYMENT_FAILED' : 'BAD_REQUEST';
        throw new AppError(code, { message: error.message, title: 'Payment Failed' });
      }
      await afterSandboxCharge?.(remote.id);
      await fulfilProviderIntent(remote.id).catch((err) => {
        log.error({ err, intent: remote.id }, 'sandbox fulfilment failed; process-payment will retry it');
      });
      return { paymentIntent: { id: remote.id, status: 'succeeded' as const, amount: remote.amountCents } };
    },

    fulfilProviderIntent,

    /** One pass of the payment reconciliation (jobs/reconcile-payments.ts). */
    reconcile: (options: { now?: Date } = {}) =>
      reconcilePayments({ db, provider, log, settlement, settleWithProvider, expireIfStale, ...options }),
  };
};

export type CheckoutService = ReturnType<typeof createCheckoutService>;
