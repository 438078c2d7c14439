import { APIError } from 'better-auth/api';
import type { DbOrTx } from '../../db/client';
import { isAppError } from '../../lib/app-error';
import type { NamesService } from '../trust/names.service';

export type AuthNames = Pick<NamesService, 'assertNameAllowed' | 'protectNamesOf'>;

/**
 * The name rules (modules/trust/names.service.ts) inside Better Auth's database hooks, so every
 * way it creates or renames an account is checked; a refusal is answered with our status, code
 * and message.
 */
export const createAuthNameRules = ({ names, db }: { names: AuthNames; db: DbOrTx }) => ({
  check: async (name: string, userId?: string) => {
    try {
      await names.assertNameAllowed({ name, userId, field: 'name' }, db);
    } catch (err) {
      if (!isAppError(err)) throw err;
      throw new APIError('UNPROCESSABLE_ENTITY', { message: err.message, code: err.code });
    }
  },
  /** A verified seller's new name is protected from now on. */
  afterRename: (userId: string) => names.protectNamesOf(db, userId),
});
