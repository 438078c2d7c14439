import {
  type CreatePaymentIntentRequest,
  checkoutFigures,
  FREE_DOWNLOAD,
  formatCents,
  type PaymentIntentResponse,
  paymentMessages,
  toCents,
} from '@agentsy/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import type { PaymentProvider } from '../../payments/payment-provider';
import * as repo from './orders.repo';
import { postSale } from './sale-ledger';

/** `now` dates intents and orders, and so their ledger entries (the demo seed tells a past). */
type Deps = { db: Database; provider: PaymentProvider; log: FastifyBaseLogger; now?: () => Date };

const listingNotFound = () =>
  new AppError('NOT_FOUND', { message: paymentMessages.listingNotFound, title: 'Agent Not Found' });

/** A client figure that is present must equal the server's, to the cent. */
const agrees = (given: string | undefined, cents: number) => {
  if (given === undefined) return true;
  try {
    return toCents(given) === cents;
  } catch {
    return false;
  }
};

export const createCheckoutService = ({ db, provider, log, now = () => new Date() }: Deps) => {
  const loadListing = async (listingId: string) => {
    const listing = isUuid(listingId) ? await repo.findListingForSale(db, listingId) : undefined;
    if (!listing) throw listingNotFound();
    return listing;
  };

  /**
   * Books the order and the sale in one transaction. The unique intent id means a second caller
   * (a retry, a webhook, nine concurrent clicks) inserts nothing and gets the first order.
   */
  const fulfil = async (intent: repo.PaymentIntentRow) =>
    db.transaction(async (tx) => {
      const listing = await repo.findListingForSale(tx, intent.listingId);
      const inserted = await repo.insertOrderOnce(tx, {
        buyerId: intent.buyerId,
        listingId: intent.listingId,
        paymentIntentId: intent.id,
        amountCents: intent.amountCents,
        subtotalCents: intent.subtotalCents,
        feeCents: intent.feeCents,
        status: 'completed',
        createdAt: now(),
      });
      if (!inserted) return (await repo.findOrderByIntent(tx, intent.id))!;
      await postSale(tx, { order: inserted, provider: intent.provider, sellerId: listing!.sellerId });
      await repo.markPaymentIntent(tx, intent.id, 'succeeded');
      return inserted;
    });

  /** Checks the provider's own record against ours before any order exists. */
  const confirmWithProvider = async (intent: repo.PaymentIntentRow) => {
    const remote = await provider.retrieveIntent(intent.providerIntentId);
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

  const claimFree = async (buyerId: string, listingId: string) => {
    const listing = await loadListing(listingId);
    if (listing.priceCents !== 0) throw new AppError('BAD_REQUEST', { message: paymentMessages.notFree });
    const existing = await repo.findFreeClaim(db, buyerId, listing.id);
    if (existing) return existing;
    if (!listing.isListed) throw listingNotFound();
    if (listing.sellerId === buyerId) throw new AppError('FORBIDDEN', { message: paymentMessages.ownListing });
    const inserted = await repo.insertOrderOnce(db, {
      buyerId,
      listingId: listing.id,
      amountCents: 0,
      subtotalCents: 0,
      feeCents: 0,
      status: 'completed',
      createdAt: now(),
    });
    return inserted ?? (await repo.findFreeClaim(db, buyerId, listing.id))!;
  };

  return {
    createPaymentIntent: async ({
      buyerId,
      request,
    }: {
      buyerId: string;
      request: CreatePaymentIntentRequest;
    }): Promise<PaymentIntentResponse> => {
      const listing = await loadListing(request.listingId);
      if (!listing.isListed) throw listingNotFound();
      if (listing.sellerId === buyerId) throw new AppError('FORBIDDEN', { message: paymentMessages.ownListing });
      if (listing.priceCents === 0) throw new AppError('BAD_REQUEST', { message: paymentMessages.freeListing });
      if (await repo.hasCompletedOrder(db, buyerId, listing.id)) {
        throw new AppError('CONFLICT', { message: paymentMessages.alreadyPurchased, title: 'Already Purchased' });
      }
      const figures = checkoutFigures(listing.priceCents);
      const isAgreed =
        agrees(request.amount as string | undefined, figures.total) &&
        agrees(request.subtotal as string | undefined, figures.subtotal) &&
        agrees(request.transactionFee as string | undefined, figures.transactionFee);
      if (!isAgreed) throw new AppError('BAD_REQUEST', { message: paymentMessages.figuresChanged });

      const remote = await provider.createIntent({
        amountCents: figures.total,
        currency: 'usd',
        metadata: { buyerId, listingId: listing.id },
        idempotencyKey: `intent:${buyerId}:${listing.id}:${crypto.randomUUID()}`,
      });
      await repo.insertPaymentIntent(db, {
        provider: provider.name,
        providerIntentId: remote.id,
        clientSecret: remote.clientSecret,
        buyerId,
        listingId: listing.id,
        amountCents: figures.total,
        subtotalCents: figures.subtotal,
        feeCents: figures.transactionFee,
        createdAt: now(),
      });
      return {
        clientSecret: remote.clientSecret,
        paymentIntentId: remote.id,
        amount: formatCents(figures.total),
        subtotal: formatCents(figures.subtotal),
        transactionFee: formatCents(figures.transactionFee),
        currency: 'usd',
        provider: provider.name,
      };
    },

    /** The buyer's confirmation after the card form: free claim, or a verified paid intent. */
    processPayment: async ({
      buyerId,
      paymentIntentId,
      listingId,
    }: {
      buyerId: string;
      paymentIntentId: string;
      listingId: string;
    }) => {
      if (paymentIntentId === FREE_DOWNLOAD) return claimFree(buyerId, listingId);
      const intent = await repo.findPaymentIntentByProviderId(db, paymentIntentId);
      // Someone else's intent is reported exactly like an unknown one.
      if (!intent || intent.buyerId !== buyerId) {
        throw new AppError('NOT_FOUND', { message: paymentMessages.intentNotFound });
      }
      if (intent.listingId !== listingId) {
        throw new AppError('BAD_REQUEST', { message: 'The payment does not match this purchase.' });
      }
      const existing = await repo.findOrderByIntent(db, intent.id);
      if (existing) return existing;
      await confirmWithProvider(intent);
      return fulfil(intent);
    },

    /** Webhook and sandbox path: the provider says an intent succeeded. */
    fulfilProviderIntent: async (providerIntentId: string) => {
      const intent = await repo.findPaymentIntentByProviderId(db, providerIntentId);
      if (!intent) return undefined;
      const existing = await repo.findOrderByIntent(db, intent.id);
      if (existing) return existing;
      await confirmWithProvider(intent);
      return fulfil(intent);
    },
  };
};

export type CheckoutService = ReturnType<typeof createCheckoutService>;
