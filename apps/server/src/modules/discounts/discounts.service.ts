import {
  type CreateDiscountBody,
  type Discount,
  type DiscountCheck,
  discountCodePattern,
  discountedCents,
  discountMessages,
  discountMinimumPaidCents,
  formatCents,
} from '@agentsy/contracts';
import type { Database, Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import * as repo from './discounts.repo';

type Deps = { db: Database; now?: () => Date };

/** The facts of a listing a code is checked against. */
export type PricedListing = { id: string; sellerId: string; priceCents: number };

/** A code that applies: the price it gives, and what the order records. */
export type AppliedDiscount = {
  discountId: string;
  code: string;
  originalPriceCents: number;
  priceCents: number;
};

type Refusal = Exclude<keyof typeof discountMessages, 'applied'>;

const present = (row: repo.DiscountRow): Discount => ({
  id: row.id,
  code: row.code,
  type: row.percentOff !== null ? 'percent' : 'fixed',
  value: row.percentOff !== null ? String(row.percentOff) : formatCents(row.amountOffCents ?? 0),
  listingIds: row.listingIds,
  startsAt: row.startsAt?.toISOString() ?? null,
  endsAt: row.endsAt?.toISOString() ?? null,
  maxRedemptions: row.maxRedemptions,
  perBuyerLimit: row.perBuyerLimit,
  redemptions: row.redemptions,
  active: row.active,
  createdAt: row.createdAt.toISOString(),
});

const refusalError = (reason: Refusal) =>
  new AppError(reason === 'usedUp' || reason === 'alreadyUsed' ? 'DISCOUNT_USED_UP' : 'DISCOUNT_REFUSED', {
    message: discountMessages[reason],
  });

export const createDiscountsService = ({ db, now = () => new Date() }: Deps) => {
  const ownDiscount = async (sellerId: string, id: string) => {
    const row = isUuid(id) ? await repo.findDiscountById(db, id) : undefined;
    // Another seller's code is reported exactly like a missing one.
    if (!row || row.sellerId !== sellerId) throw new AppError('NOT_FOUND', { message: 'Discount code not found.' });
    return row;
  };

  /** Why a code cannot price this listing for this buyer now, or its price. */
  const evaluate = async (
    code: string,
    listing: PricedListing,
    buyerId: string | undefined,
  ): Promise<{ refusal: Refusal } | { applied: AppliedDiscount }> => {
    const normal = code.trim().toUpperCase();
    const row = discountCodePattern.test(normal)
      ? await repo.findDiscountByCode(db, listing.sellerId, normal)
      : undefined;
    if (!row?.active) return { refusal: 'unknown' };
    const at = now();
    if (listing.priceCents === 0 || (row.listingIds && !row.listingIds.includes(listing.id))) {
      return { refusal: 'otherListing' };
    }
    if (row.startsAt && row.startsAt > at) return { refusal: 'notStarted' };
    if (row.endsAt && row.endsAt <= at) return { refusal: 'expired' };
    if (row.maxRedemptions !== null && row.redemptions >= row.maxRedemptions) return { refusal: 'usedUp' };
    if (buyerId && (await repo.countLiveRedemptionsOfBuyer(db, row.id, buyerId)) >= row.perBuyerLimit) {
      return { refusal: 'alreadyUsed' };
    }
    const priceCents = discountedCents(listing.priceCents, row);
    if (priceCents > 0 && priceCents < discountMinimumPaidCents) return { refusal: 'belowMinimum' };
    return { applied: { discountId: row.id, code: row.code, originalPriceCents: listing.priceCents, priceCents } };
  };

  return {
    createDiscount: async ({ sellerId, request }: { sellerId: string; request: CreateDiscountBody }) => {
      const listingIds = request.listingIds ? [...new Set(request.listingIds)] : null;
      if (listingIds && (await repo.countListingsOfSeller(db, sellerId, listingIds)) !== listingIds.length) {
        throw new AppError('VALIDATION_FAILED', {
          message: discountMessages.listingNotYours,
          fields: { listingIds: discountMessages.listingNotYours },
        });
      }
      const row = await repo.insertDiscount(db, {
        sellerId,
        code: request.code,
        percentOff: request.percentOff,
        amountOffCents: request.amountOffCents,
        listingIds: listingIds && listingIds.length > 0 ? listingIds : null,
        startsAt: request.startsAt ?? null,
        endsAt: request.endsAt ?? null,
        maxRedemptions: request.maxRedemptions ?? null,
        perBuyerLimit: request.perBuyerLimit,
        createdAt: now(),
      });
      if (!row) {
        throw new AppError('CONFLICT', {
          message: discountMessages.codeTaken,
          fields: { code: discountMessages.codeTaken },
        });
      }
      return present(row);
    },

    listDiscounts: async ({ sellerId }: { sellerId: string }) =>
      (await repo.listDiscountsOfSeller(db, sellerId)).map(present),

    setActive: async ({ sellerId, id, active }: { sellerId: string; id: string; active: boolean }) => {
      await ownDiscount(sellerId, id);
      return present(await repo.setDiscountActive(db, id, active));
    },

    deleteDiscount: async ({ sellerId, id }: { sellerId: string; id: string }) => {
      await ownDiscount(sellerId, id);
      await repo.deleteDiscount(db, id);
    },

    /** GET /api/discounts/check: what the code would make of the price, without holding anything. */
    checkCode: async ({
      buyerId,
      code,
      listingId,
    }: {
      buyerId?: string;
      code: string;
      listingId: string;
    }): Promise<DiscountCheck> => {
      const listing = isUuid(listingId) ? await repo.findListingPrice(db, listingId) : undefined;
      if (!listing) throw new AppError('NOT_FOUND', { message: "The agent you're looking for doesn't exist." });
      const outcome = await evaluate(code, listing, buyerId);
      const originalPrice = formatCents(listing.priceCents);
      if ('refusal' in outcome) {
        return {
          valid: false,
          originalPrice,
          discountedPrice: originalPrice,
          message: discountMessages[outcome.refusal],
        };
      }
      return {
        valid: true,
        originalPrice,
        discountedPrice: formatCents(outcome.applied.priceCents),
        message: discountMessages.applied,
      };
    },

    /** The price a code gives a buyer at checkout; a 4xx naming the reason when it gives none. */
    priceWithCode: async ({ buyerId, code, listing }: { buyerId: string; code: string; listing: PricedListing }) => {
      const outcome = await evaluate(code, listing, buyerId);
      if ('refusal' in outcome) throw refusalError(outcome.refusal);
      return outcome.applied;
    },

    /**
     * Counts the redemption inside the transaction that creates the payment or the order, so it
     * exists exactly when they do. Throws, rolling that transaction back, when none is left.
     */
    holdRedemption: async (
      tx: Transaction,
      {
        applied,
        buyerId,
        paymentIntentId,
        orderId,
      }: { applied: AppliedDiscount; buyerId: string; paymentIntentId?: string; orderId?: string },
    ) => {
      const row = (await repo.findDiscountById(tx, applied.discountId))!;
      await repo.lockBuyerOfCode(tx, row.id, buyerId);
      if ((await repo.countLiveRedemptionsOfBuyer(tx, row.id, buyerId)) >= row.perBuyerLimit) {
        throw refusalError('alreadyUsed');
      }
      if (!(await repo.takeRedemption(tx, row.id))) throw refusalError(row.active ? 'usedUp' : 'unknown');
      await repo.insertRedemption(tx, {
        discountCodeId: row.id,
        buyerId,
        paymentIntentId: paymentIntentId ?? null,
        orderId: orderId ?? null,
        status: orderId ? 'used' : 'held',
        createdAt: now(),
      });
    },

    /** The payment became its order: the held redemption is used for good. */
    useRedemption: (tx: Transaction, { paymentIntentId, orderId }: { paymentIntentId: string; orderId: string }) =>
      repo.markRedemptionUsed(tx, paymentIntentId, orderId),

    /** The payment expired or was given back: its redemption is free for another buyer. */
    releaseRedemption: (tx: Transaction, paymentIntentId: string) => repo.releaseRedemption(tx, paymentIntentId),
  };
};

export type DiscountsService = ReturnType<typeof createDiscountsService>;
