import {
  auditActions,
  formatCents,
  moneyMessage,
  type Payout,
  parseMoney,
  payoutMessages,
  payoutRules,
} from '@agentsy/contracts';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import type { AdminAuditService, AuditActor } from '../admin-audit/admin-audit.service';
import { lockAccount } from '../ledger/ledger.service';
import { accounts } from '../ledger/ledger-accounts';
import type { MailService } from '../mail/mail.service';
import { emitWebhookEvent } from '../webhooks/webhooks.service';
import { createPayoutInTx } from './create-payout';
import { postPayoutReversal } from './payout-ledger';
import * as repo from './payouts.repo';

type Method = repo.PayoutRow['method'];

export const toPayout = (v: repo.PayoutView): Payout => ({
  id: v.payout.id,
  userId: v.payout.userId,
  amount: formatCents(v.payout.amountCents),
  fee: formatCents(v.payout.feeCents),
  netAmount: formatCents(v.payout.amountCents - v.payout.feeCents),
  payoutMethod: v.payout.method,
  paypalEmail: v.payout.paypalEmail,
  bankName: v.payout.bankName,
  accountNumber: v.payout.accountLast4,
  status: v.payout.status,
  createdAt: v.payout.createdAt.toISOString(),
  processedAt: v.payout.processedAt?.toISOString() ?? null,
  user: {
    id: v.payout.userId,
    firstName: v.firstName,
    lastName: v.lastName,
    displayName: v.displayName,
    email: v.email,
  },
});

const refuse = (m: { title: string; message: string }) =>
  new AppError('BAD_REQUEST', { title: m.title, message: m.message });

/** The shared money parser; a "$" the form may leave in front is allowed. */
const parseAmount = (amount: string | number) => {
  const result = parseMoney(typeof amount === 'number' ? amount : amount.trim().replace(/^\$/, ''));
  if (result.ok && result.cents > 0) return result.cents;
  const { title, message } = payoutMessages.invalidAmount;
  const detail = result.ok ? message : moneyMessage('amount', result.reason);
  throw new AppError('BAD_REQUEST', { title, message, fields: { amount: detail } });
};

type Deps = {
  db: Database;
  /** Role and a live access-code elevation of the viewer's session. */
  isElevatedAdmin: (viewer: Viewer) => Promise<boolean>;
  audit: AdminAuditService;
  mail?: Pick<MailService, 'queue'>;
};
type Viewer = { id: string; sessionId: string };

export const createPayoutsService = ({ db, isElevatedAdmin, audit, mail }: Deps) => {
  const factsOf = (p: repo.PayoutRow) => ({ amountCents: p.amountCents, feeCents: p.feeCents, method: p.method });
  const present = async (id: string) => toPayout((await repo.findPayoutView(db, id))!);

  return {
    requestPayout: async ({
      userId,
      request,
    }: {
      userId: string;
      request: { amount: string | number; payoutMethod: Method; paypalEmail?: string };
    }) => {
      const amountCents = parseAmount(request.amount);
      if (amountCents < payoutRules.minimumManualCents) throw refuse(payoutMessages.minimum);
      let bank: { bankName: string | null; accountLast4: string | null } = { bankName: null, accountLast4: null };
      if (request.payoutMethod === 'bank') {
        const saved = await repo.findPayoutMethod(db, userId);
        if (saved?.method !== 'ach' || !saved.bankAccountNumberEncrypted) throw refuse(payoutMessages.bankRequired);
        bank = { bankName: saved.bankName, accountLast4: saved.bankAccountLast4 };
      }
      try {
        const payout = await db.transaction(async (tx) => {
          const created = await createPayoutInTx(tx, {
            userId,
            amountCents,
            method: request.payoutMethod,
            paypalEmail: request.paypalEmail,
            ...bank,
            source: 'manual',
          });
          await mail?.queue(tx, { userId, template: 'payoutRequested', data: factsOf(created) });
          return created;
        });
        return present(payout.id);
      } catch (error) {
        // Backstop: the partial unique index, should anything ever skip the lock.
        if (isUniqueViolation(error)) throw new AppError('CONFLICT', { message: payoutMessages.pendingExists });
        throw error;
      }
    },

    /** A viewer's own payouts; an elevated admin asking for pending ones gets everyone's. */
    listPayouts: async ({ viewer, status }: { viewer: Viewer; status?: repo.PayoutRow['status'] }) => {
      const everyone = status === 'pending' && (await isElevatedAdmin(viewer));
      return (await repo.listPayouts(db, everyone ? { status } : { userId: viewer.id, status })).map(toPayout);
    },

    /** Admin: every payout request, newest first. */
    listAllPayouts: async () => (await repo.listPayouts(db, {})).map(toPayout),

    /**
     * Admin: completed keeps the debit; failed returns the money to the seller's balance. The row
     * lock makes two admins at once take turns: the first decides, a repeat of the same decision
     * changes nothing and answers the payout as it is, the opposite decision is a conflict.
     */
    setStatus: async ({
      payoutId,
      status,
      actor,
    }: {
      payoutId: string;
      status: 'completed' | 'failed';
      actor: AuditActor;
    }) => {
      await db.transaction(async (tx) => {
        const payout = isUuid(payoutId) ? await repo.findPayoutForUpdate(tx, payoutId) : undefined;
        if (!payout) throw new AppError('NOT_FOUND', { message: 'Payout not found.' });
        if (payout.status === status) return;
        if (payout.status !== 'pending') throw new AppError('CONFLICT', { message: payoutMessages.notPending });
        if (status === 'failed') {
          await lockAccount(tx, accounts.seller(payout.userId));
          await postPayoutReversal(tx, payout);
        }
        await repo.updatePayout(tx, payout.id, { status, processedAt: new Date() });
        await mail?.queue(tx, {
          userId: payout.userId,
          template: 'payoutProcessed',
          data: { ...factsOf(payout), paid: status === 'completed' },
        });
        await emitWebhookEvent(tx, payout.userId, status === 'completed' ? 'payout.completed' : 'payout.failed', {
          payoutId: payout.id,
          amountCents: payout.amountCents,
          processedAt: new Date().toISOString(),
        });
        await audit.record(
          {
            actor,
            action: status === 'completed' ? auditActions.payoutCompleted : auditActions.payoutFailed,
            target: { type: 'payout', id: payout.id },
            before: { status: payout.status },
            after: { status, amount: formatCents(payout.amountCents), userId: payout.userId },
          },
          tx,
        );
      });
      return present(payoutId);
    },
  };
};

export type PayoutsService = ReturnType<typeof createPayoutsService>;

/** Reads the earnings module and the weekly payout job need. */
export { hasPendingPayout, listUsersWithPayoutMethod, payoutTotals } from './payouts.repo';
