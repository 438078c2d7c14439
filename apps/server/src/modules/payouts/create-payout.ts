import { applyBps, fees, payoutMessages } from '@agentsy/contracts';
import type { Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { balanceOf, lockAccount } from '../ledger/ledger.service';
import { accounts } from '../ledger/ledger-accounts';
import { postPayoutDebit } from './payout-ledger';
import * as repo from './payouts.repo';

type Method = repo.PayoutRow['method'];

export type PayoutDraft = {
  userId: string;
  amountCents: number;
  method: Method;
  paypalEmail?: string;
  bankName?: string | null;
  accountLast4?: string | null;
  source: 'manual' | 'weekly';
};

/**
 * The one way a payout is created. The advisory lock on the seller's account makes the pending
 * check, the balance check and the debit one step: concurrent requests queue here, and only the
 * first finds money and no pending payout.
 */
export const createPayoutInTx = async (tx: Transaction, draft: PayoutDraft) => {
  await lockAccount(tx, accounts.seller(draft.userId));
  if (await repo.hasPendingPayout(tx, draft.userId)) {
    throw new AppError('CONFLICT', { message: payoutMessages.pendingExists });
  }
  const balance = await balanceOf(tx, accounts.seller(draft.userId));
  if (draft.amountCents > balance)
    throw new AppError('BAD_REQUEST', {
      title: payoutMessages.insufficient.title,
      message: payoutMessages.insufficient.message,
    });
  const payout = await repo.insertPayout(tx, {
    userId: draft.userId,
    amountCents: draft.amountCents,
    feeCents: applyBps(draft.amountCents, fees.payoutFeeBps),
    method: draft.method,
    paypalEmail: draft.method === 'paypal' ? draft.paypalEmail : null,
    bankName: draft.method === 'bank' ? draft.bankName : null,
    accountLast4: draft.method === 'bank' ? draft.accountLast4 : null,
    source: draft.source,
  });
  await postPayoutDebit(tx, payout);
  return payout;
};
