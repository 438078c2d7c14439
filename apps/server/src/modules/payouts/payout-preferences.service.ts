import type { PayoutPreferences } from '@agentsy/contracts';
import type { Database, DbOrTx } from '../../db/client';
import { createCipher, deriveKey } from '../../lib/secret-keys';
import * as repo from './payouts.repo';

type SaveInput = {
  payoutMethod: 'paypal' | 'ach';
  paypalEmail?: string;
  bankAccountHolderName?: string;
  bankRoutingNumber?: string;
  bankAccountNumber?: string;
  bankName?: string;
};

const empty: PayoutPreferences = {
  payoutMethod: null,
  paypalEmail: null,
  bankAccountHolderName: null,
  bankRoutingNumber: null,
  bankAccountLast4: null,
  bankName: null,
};

/** Never the full account number: it is stored encrypted and only its last 4 digits leave. */
const present = (row: repo.PayoutMethodRow | undefined): PayoutPreferences =>
  row
    ? {
        payoutMethod: row.method,
        paypalEmail: row.paypalEmail,
        bankAccountHolderName: row.bankAccountHolderName,
        bankRoutingNumber: row.bankRoutingNumber,
        bankAccountLast4: row.bankAccountLast4,
        bankName: row.bankName,
      }
    : empty;

/** Account deletion: the saved PayPal address and bank details go with the person. */
export const erasePayoutDetailsOf = (tx: DbOrTx, userId: string) => repo.deletePayoutMethod(tx, userId);

export const createPayoutPreferencesService = ({ db, sessionSecret }: { db: Database; sessionSecret: string }) => {
  const cipher = createCipher(deriveKey(sessionSecret, 'bank-account-numbers'));
  return {
    getPreferences: async (userId: string) => present(await repo.findPayoutMethod(db, userId)),

    /** Switching method keeps the other method's saved details, as the dialog shows them again. */
    savePreferences: async (userId: string, input: SaveInput) =>
      db.transaction(async (tx) => {
        const isAch = input.payoutMethod === 'ach';
        const row = await repo.upsertPayoutMethod(tx, {
          userId,
          method: input.payoutMethod,
          ...(input.paypalEmail ? { paypalEmail: input.paypalEmail } : {}),
          ...(isAch
            ? {
                bankAccountHolderName: input.bankAccountHolderName,
                bankRoutingNumber: input.bankRoutingNumber,
                bankAccountNumberEncrypted: cipher.encrypt(input.bankAccountNumber!),
                bankAccountLast4: input.bankAccountNumber!.slice(-4),
                bankName: input.bankName,
              }
            : {}),
        });
        if (input.paypalEmail) await repo.rememberPaypalEmail(tx, userId, input.paypalEmail);
        return present(row);
      }),

    /** For whoever sends bank transfers; not exposed over HTTP. */
    revealAccountNumber: async (userId: string) => {
      const row = await repo.findPayoutMethod(db, userId);
      return row?.bankAccountNumberEncrypted ? cipher.decrypt(row.bankAccountNumberEncrypted) : undefined;
    },
  };
};

export type PayoutPreferencesService = ReturnType<typeof createPayoutPreferencesService>;
