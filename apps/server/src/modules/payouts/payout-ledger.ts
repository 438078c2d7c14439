import type { Transaction } from '../../db/client';
import { postTransaction } from '../ledger/ledger.service';
import { accounts } from '../ledger/ledger-accounts';
import type { PayoutRow } from './payouts.repo';

/**
 * A payout request debits the seller at once (so the money cannot be asked for twice); the 3%
 * fee is its own transaction out of the clearing account, leaving there what will be sent.
 */
export const postPayoutDebit = async (tx: Transaction, p: PayoutRow) => {
  await postTransaction(tx, {
    kind: 'payout',
    idempotencyKey: `payout:${p.id}`,
    payoutId: p.id,
    entries: [
      { account: accounts.seller(p.userId), amountCents: -p.amountCents },
      { account: accounts.payoutsClearing, amountCents: p.amountCents },
    ],
  });
  if (p.feeCents === 0) return;
  await postTransaction(tx, {
    kind: 'payout_fee',
    idempotencyKey: `payout_fee:${p.id}`,
    payoutId: p.id,
    entries: [
      { account: accounts.payoutsClearing, amountCents: -p.feeCents },
      { account: accounts.payoutFees, amountCents: p.feeCents },
    ],
  });
};

/** A failed payout gives the seller back the whole amount, fee included. */
export const postPayoutReversal = async (tx: Transaction, p: PayoutRow) => {
  await postTransaction(tx, {
    kind: 'payout_reversal',
    idempotencyKey: `payout_reversal:${p.id}`,
    payoutId: p.id,
    entries: [
      { account: accounts.seller(p.userId), amountCents: p.amountCents },
      { account: accounts.payoutsClearing, amountCents: -(p.amountCents - p.feeCents) },
      { account: accounts.payoutFees, amountCents: -p.feeCents },
    ],
  });
};
