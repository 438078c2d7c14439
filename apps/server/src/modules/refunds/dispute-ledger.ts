import type { Transaction } from '../../db/client';
import { entriesOfKeys, lockAccount, postTransaction } from '../ledger/ledger.service';
import { accounts } from '../ledger/ledger-accounts';
import { saleKey } from '../orders/sale-ledger';

type Hold = { disputeId: string; orderId: string; sellerId: string };

/**
 * Moves the seller's share of a disputed order (pro rata when only part of it is disputed) out of
 * their withdrawable balance into `disputes_held`, so it cannot be paid out while the dispute is
 * open. Answers the cents held; the referral commission stays where it is until the outcome.
 */
export const holdDisputedShare = async (
  tx: Transaction,
  { disputeId, orderId, sellerId, disputedCents, orderCents }: Hold & { disputedCents: number; orderCents: number },
) => {
  // Same lock as payouts take, so a payout's balance check never races the hold.
  await lockAccount(tx, accounts.seller(sellerId));
  const share = (await entriesOfKeys(tx, [saleKey(orderId)]))
    .filter((e) => e.account === accounts.seller(sellerId))
    .reduce((sum, e) => sum + e.amountCents, 0);
  const held = Math.min(share, Math.round((share * Math.min(disputedCents, orderCents)) / orderCents));
  if (held <= 0) return 0;
  await postTransaction(tx, {
    kind: 'dispute_hold',
    idempotencyKey: `dispute_hold:${disputeId}`,
    orderId,
    entries: [
      { account: accounts.seller(sellerId), amountCents: -held },
      { account: accounts.disputesHeld, amountCents: held },
    ],
  });
  return held;
};

/** Gives the held share back to the seller's balance: the dispute closed, whichever way. */
export const releaseDisputedShare = async (
  tx: Transaction,
  { disputeId, orderId, sellerId, heldCents }: Hold & { heldCents: number },
) => {
  if (heldCents <= 0) return;
  await lockAccount(tx, accounts.seller(sellerId));
  await postTransaction(tx, {
    kind: 'dispute_release',
    idempotencyKey: `dispute_release:${disputeId}`,
    orderId,
    entries: [
      { account: accounts.disputesHeld, amountCents: -heldCents },
      { account: accounts.seller(sellerId), amountCents: heldCents },
    ],
  });
};

/** The processor's fee for a lost dispute is the platform's cost, not the seller's. */
export const chargeDisputeFee = async (
  tx: Transaction,
  { disputeId, orderId, feeCents }: { disputeId: string; orderId: string; feeCents: number },
) => {
  if (feeCents <= 0) return;
  await postTransaction(tx, {
    kind: 'dispute_fee',
    idempotencyKey: `dispute_fee:${disputeId}`,
    orderId,
    entries: [
      { account: accounts.platformRevenue, amountCents: -feeCents },
      { account: accounts.disputeFees, amountCents: feeCents },
    ],
  });
};
