import {
  checkoutFigures,
  FREE_DOWNLOAD,
  formatCents,
  type PaymentIntentResponse,
  paymentMessages,
} from '@agentsy/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { PaymentProvider } from '../../payments/payment-provider';
import type { AppliedDiscount, DiscountsService } from '../discounts/discounts.service';
import { bookFreeOrder } from './book-order';
import type * as repo from './orders.repo';
import * as intents from './payment-intents.repo';

/** What checkout asks of the discounts module; left out, checkout sells at the listed price only. */
export type CheckoutDiscounts = Pick<
  DiscountsService,
  'priceWithCode' | 'holdRedemption' | 'useRedemption' | 'releaseRedemption'
>;

type ListingForSale = NonNullable<Awaited<ReturnType<typeof repo.findListingForSale>>>;
type Mail = Parameters<typeof bookFreeOrder>[1]['mail'];

type Deps = {
  db: Database;
  provider: PaymentProvider;
  discounts: CheckoutDiscounts | undefined;
  mail: Mail;
  now: () => Date;
};

/** The intent's answer to the browser, with the code and the price before it when there is one. */
export const intentResponse = (intent: intents.PaymentIntentRow, provider: PaymentProvider['name']) =>
  ({
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.providerIntentId,
    amount: formatCents(intent.amountCents),
    subtotal: formatCents(intent.subtotalCents),
    transactionFee: formatCents(intent.feeCents),
    currency: 'usd',
    provider,
    ...(intent.discountCode
      ? { discountCode: intent.discountCode, originalPrice: formatCents(intent.originalPriceCents ?? 0) }
      : {}),
  }) satisfies PaymentIntentResponse;

/**
 * The checkout's side of discount codes: the server's price with a code, the redemption counted in
 * the transaction that records the payment (or the free order), and given back with it.
 */
export const createDiscountCheckout = ({ db, provider, discounts, mail, now }: Deps) => {
  const require = () => {
    if (!discounts) throw new AppError('BAD_REQUEST', { message: 'Discount codes are not available.' });
    return discounts;
  };

  const priceWithCode = (buyerId: string, code: string, listing: ListingForSale) =>
    require().priceWithCode({ buyerId, code, listing });

  /** A code that takes off the whole price: the order is booked at once, like a free download. */
  const claimWithCode = async (buyerId: string, listing: ListingForSale, applied: AppliedDiscount) => {
    const order = await bookFreeOrder(db, {
      buyerId,
      listing,
      mail,
      createdAt: now(),
      discount: {
        code: applied.code,
        originalPriceCents: applied.originalPriceCents,
        hold: (tx, orderId) => require().holdRedemption(tx, { applied, buyerId, orderId }),
      },
    });
    if (!order) throw new AppError('ALREADY_PURCHASED', { title: 'Already Purchased' });
    return order;
  };

  return {
    priceWithCode,

    /** process-payment's free claim of a priced listing: only a code that takes off all of it. */
    claimFreeWithCode: async (buyerId: string, listing: ListingForSale, code: string) => {
      const applied = await priceWithCode(buyerId, code, listing);
      if (applied.priceCents !== 0) throw new AppError('BAD_REQUEST', { message: paymentMessages.notFree });
      return claimWithCode(buyerId, listing, applied);
    },

    /** create-payment-intent with a 100% code: the order is booked, and no payment is made. */
    claimForIntent: async (
      buyerId: string,
      listing: ListingForSale,
      applied: AppliedDiscount,
    ): Promise<PaymentIntentResponse> => {
      await claimWithCode(buyerId, listing, applied);
      return {
        clientSecret: '',
        paymentIntentId: FREE_DOWNLOAD,
        amount: '0.00',
        subtotal: '0.00',
        transactionFee: '0.00',
        currency: 'usd',
        provider: provider.name,
        discountCode: applied.code,
        originalPrice: formatCents(applied.originalPriceCents),
      };
    },

    /**
     * The buyer's open payment for this listing with this code, when they submit the checkout
     * again: the same payment, so one redemption and one order, rather than a refusal.
     */
    findOpenIntent: async (buyerId: string, listingId: string, code: string) => {
      const open = await intents.findOpenIntentWithCode(db, {
        buyerId,
        listingId,
        code: code.trim().toUpperCase(),
        at: now(),
      });
      return open;
    },

    /** Records the provider's intent and, with a code, holds the redemption; both or neither. */
    recordIntent: async (
      values: Parameters<typeof intents.insertPaymentIntent>[1],
      applied: AppliedDiscount | undefined,
    ) => {
      if (!applied) return intents.insertPaymentIntent(db, values);
      try {
        return await db.transaction(async (tx) => {
          const intent = await intents.insertPaymentIntent(tx, {
            ...values,
            discountCodeId: applied.discountId,
            discountCode: applied.code,
            originalPriceCents: applied.originalPriceCents,
          });
          await require().holdRedemption(tx, { applied, buyerId: values.buyerId, paymentIntentId: intent.id });
          return intent;
        });
      } catch (error) {
        // The provider's intent was made first; it must not stay payable with no record here.
        await provider.cancelIntent(values.providerIntentId).catch(() => undefined);
        throw error;
      }
    },

    /** The figures of an open payment as it was made, else of the price (with a code, its price). */
    figuresFor: (priced: AppliedDiscount | intents.PaymentIntentRow | undefined, listing: ListingForSale) => {
      if (priced && 'amountCents' in priced) {
        return { subtotal: priced.subtotalCents, transactionFee: priced.feeCents, total: priced.amountCents };
      }
      return checkoutFigures(priced ? priced.priceCents : listing.priceCents);
    },
  };
};

export type DiscountCheckout = ReturnType<typeof createDiscountCheckout>;
