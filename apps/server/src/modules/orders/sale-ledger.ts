import { applyBps, fees, payoutRules } from '@agentsy/contracts';
import type { Transaction } from '../../db/client';
import { postTransaction } from '../ledger/ledger.service';
import { accounts } from '../ledger/ledger-accounts';
import { findReferralOf } from '../users/users.service';
import type { OrderRow } from './orders.repo';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Price P and buyer fee F: the buyer pays P + F, the seller earns 89% of P, the platform the rest. */
export const saleEntries = ({
  provider,
  sellerId,
  subtotalCents,
  feeCents,
}: {
  provider: string;
  sellerId: string;
  subtotalCents: number;
  feeCents: number;
}) => {
  const sellerShare = applyBps(subtotalCents, fees.sellerShareBps);
  return [
    { account: accounts.buyerPayments(provider), amountCents: -(subtotalCents + feeCents) },
    { account: accounts.seller(sellerId), amountCents: sellerShare },
    { account: accounts.platformRevenue, amountCents: subtotalCents - sellerShare + feeCents },
  ];
};

export const saleKey = (orderId: string) => `sale:${orderId}`;
export const referralKey = (orderId: string) => `referral:${orderId}`;

/**
 * Books a paid order: the sale, and when the buyer signed up through a referral less than 30
 * days before, the referrer's 5% commission out of the platform's share, unless the referrer is
 * the buyer under another address (the same `person_key`).
 */
export const postSale = async (
  tx: Transaction,
  { order, provider, sellerId }: { order: OrderRow; provider: string; sellerId: string },
) => {
  if (order.amountCents === 0) return;
  await postTransaction(tx, {
    kind: 'sale',
    idempotencyKey: saleKey(order.id),
    orderId: order.id,
    // Booked at the order's time: the same instant in one transaction, and a seeded order's own date.
    at: order.createdAt,
    entries: saleEntries({ provider, sellerId, subtotalCents: order.subtotalCents, feeCents: order.feeCents }),
  });
  const buyer = await findReferralOf(tx, order.buyerId);
  // One's own link, under any spelling of one's own address, earns nothing.
  if (!buyer?.referredBy || buyer.referredBy === order.buyerId || buyer.isSamePerson) return;
  const withinWindow = order.createdAt.getTime() - buyer.createdAt.getTime() <= payoutRules.referralWindowDays * DAY_MS;
  const commission = applyBps(order.subtotalCents, fees.referralCommissionBps);
  if (!withinWindow || commission === 0) return;
  await postTransaction(tx, {
    kind: 'referral',
    idempotencyKey: referralKey(order.id),
    orderId: order.id,
    at: order.createdAt,
    entries: [
      { account: accounts.platformRevenue, amountCents: -commission },
      { account: accounts.seller(buyer.referredBy), amountCents: commission },
    ],
  });
};
