import { randomBytes } from 'node:crypto';
import { paymentMessages, sandboxCards } from '@agentsy/contracts';
import type { Database } from '../db/client';
import { PaymentDeclinedError, type PaymentProvider, type ProviderIntent } from './payment-provider';
import * as repo from './sandbox-intents.repo';

type SandboxRow = repo.SandboxRow;

const toIntent = (r: SandboxRow): ProviderIntent => ({
  id: r.id,
  clientSecret: r.clientSecret,
  status: r.status,
  amountCents: r.amountCents,
  currency: r.currency,
  metadata: r.metadata,
});

export type CardInput = { cardNumber: string; expMonth: number; expYear: number; cvc: string };

/** Luhn check, as a card form does before it sends anything. */
const isLuhnValid = (digits: string) => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
};

/** Same order of checks and the same messages as the card provider's test mode. */
export const checkCard = (card: CardInput, now: Date) => {
  if (!/^\d{13,19}$/.test(card.cardNumber) || !isLuhnValid(card.cardNumber)) {
    throw new PaymentDeclinedError(paymentMessages.incorrectNumber, 400);
  }
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  if (card.expMonth < 1 || card.expMonth > 12 || year > now.getUTCFullYear() + 50) {
    throw new PaymentDeclinedError(paymentMessages.invalidExpiry, 400);
  }
  const expiresAfter = Date.UTC(year, card.expMonth, 1);
  if (expiresAfter <= now.getTime()) throw new PaymentDeclinedError(paymentMessages.expired, 402);
  if (!/^\d{3,4}$/.test(card.cvc)) throw new PaymentDeclinedError(paymentMessages.incorrectCvc, 402);
  if (card.cardNumber === sandboxCards.declined) throw new PaymentDeclinedError(paymentMessages.declined, 402);
  if (card.cardNumber === sandboxCards.insufficientFunds) {
    throw new PaymentDeclinedError(paymentMessages.insufficientFunds, 402);
  }
};

/**
 * The built-in provider: intents live in `sandbox_intents`, and `confirm` plays the part of the
 * browser's card form. Any Luhn-valid unexpired card other than the decline numbers succeeds.
 */
export const createSandboxProvider = ({ db }: { db: Database }) => {
  const findBySecret = (clientSecret: string) => repo.findSandboxIntentBySecret(db, clientSecret);

  const provider: PaymentProvider = {
    name: 'sandbox',
    createIntent: async ({ amountCents, currency, metadata }) => {
      const id = `pi_sandbox_${randomBytes(12).toString('hex')}`;
      const row = await repo.insertSandboxIntent(db, {
        id,
        clientSecret: `${id}_secret_${randomBytes(16).toString('hex')}`,
        amountCents,
        currency,
        status: 'requires_payment_method',
        metadata,
      });
      return toIntent(row);
    },
    retrieveIntent: async (id) => {
      const row = await repo.findSandboxIntent(db, id);
      return row && toIntent(row);
    },
    cancelIntent: async (id) => {
      // Only an unpaid intent is canceled; a charged one stays as it is, as at the card provider.
      await repo.settleUnpaidSandboxIntent(db, id, 'canceled');
      const row = await repo.findSandboxIntent(db, id);
      if (!row) throw new Error(`No such sandbox intent: ${id}`);
      return toIntent(row);
    },
    refundIntent: async ({ id }) => {
      const row = await repo.findSandboxIntent(db, id);
      if (row?.status !== 'succeeded') throw new Error(`Sandbox intent ${id} was not charged`);
      if (row.refundId) return { refundId: row.refundId };
      const refundId = `re_sandbox_${randomBytes(12).toString('hex')}`;
      if (await repo.setSandboxRefundOnce(db, id, refundId)) return { refundId };
      // Refunded concurrently under the same key: answer that refund, as the provider would.
      const again = await repo.findSandboxIntent(db, id);
      return { refundId: again!.refundId! };
    },
  };

  return {
    provider,
    findBySecret: async (clientSecret: string) => {
      const row = await findBySecret(clientSecret);
      return row && toIntent(row);
    },
    /** Charges the card; a decline records the message and leaves the intent payable. */
    confirm: async (clientSecret: string, card: CardInput, now = new Date()) => {
      const row = await findBySecret(clientSecret);
      if (!row) return undefined;
      if (row.status === 'succeeded') return toIntent(row);
      if (row.status === 'canceled') throw new PaymentDeclinedError(paymentMessages.intentExpired, 400);
      try {
        checkCard(card, now);
      } catch (error) {
        if (error instanceof PaymentDeclinedError) {
          await repo.recordSandboxDecline(db, row.id, error.message);
        }
        throw error;
      }
      const updated = await repo.settleUnpaidSandboxIntent(db, row.id, 'succeeded');
      if (updated) return toIntent(updated);
      // Another confirmation got there first (it charged), or the intent was canceled meanwhile.
      const current = (await findBySecret(clientSecret))!;
      if (current.status !== 'succeeded') throw new PaymentDeclinedError(paymentMessages.intentExpired, 400);
      return toIntent(current);
    },
  };
};

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
