import { payoutRules } from '@agentsy/contracts';
import type { Database } from '../db/client';
import { balanceOf, lockAccount } from '../modules/ledger/ledger.service';
import { accounts } from '../modules/ledger/ledger-accounts';
import type { MailService } from '../modules/mail/mail.service';
import { createPayoutInTx } from '../modules/payouts/create-payout';
import { hasPendingPayout, listUsersWithPayoutMethod } from '../modules/payouts/payouts.service';
import { claimJobPeriod, tryJobLock } from './job-runs.repo';

/** Any constant key; only one process at a time may hold it. */
const WEEKLY_PAYOUTS_LOCK = 727_002;
const TUESDAY = 2;

export type WeeklyPayoutsResult =
  | { ran: false; reason: 'not-tuesday' | 'locked' | 'already-ran' }
  | { ran: true; created: string[]; skipped: number };

/**
 * Tuesdays (UTC): every seller with a saved payout method and at least $25 gets a payout request
 * for the whole balance, unless one is already pending. The advisory lock keeps a second app
 * process out while this runs, and the job_runs row keeps the same Tuesday from running twice.
 */
export const runWeeklyPayouts = async ({
  db,
  mail,
  now = new Date(),
}: {
  db: Database;
  /** Tells each seller of the payout made for them, in the payout's own transaction. */
  mail?: Pick<MailService, 'queue'>;
  now?: Date;
}): Promise<WeeklyPayoutsResult> => {
  if (now.getUTCDay() !== TUESDAY) return { ran: false, reason: 'not-tuesday' };
  return db.transaction(async (tx) => {
    if (!(await tryJobLock(tx, WEEKLY_PAYOUTS_LOCK))) return { ran: false, reason: 'locked' } as const;
    if (!(await claimJobPeriod(tx, 'weekly-payouts', now.toISOString().slice(0, 10)))) {
      return { ran: false, reason: 'already-ran' } as const;
    }

    const created: string[] = [];
    let skipped = 0;
    for (const method of await listUsersWithPayoutMethod(tx)) {
      const payoutId = await tx.transaction(async (sp) => {
        const account = accounts.seller(method.userId);
        await lockAccount(sp, account);
        const balance = await balanceOf(sp, account);
        if (balance < payoutRules.automaticThresholdCents || (await hasPendingPayout(sp, method.userId)))
          return undefined;
        const isPaypal = method.method === 'paypal';
        if (isPaypal ? !method.paypalEmail : !method.bankAccountNumberEncrypted) return undefined;
        const payout = await createPayoutInTx(sp, {
          userId: method.userId,
          amountCents: balance,
          method: isPaypal ? 'paypal' : 'bank',
          paypalEmail: method.paypalEmail ?? undefined,
          bankName: method.bankName,
          accountLast4: method.bankAccountLast4,
          source: 'weekly',
        });
        await mail?.queue(sp, {
          userId: method.userId,
          template: 'payoutRequested',
          data: { amountCents: payout.amountCents, feeCents: payout.feeCents, method: payout.method },
        });
        return payout.id;
      });
      if (payoutId) created.push(payoutId);
      else skipped += 1;
    }
    return { ran: true, created, skipped } as const;
  });
};
