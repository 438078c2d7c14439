import { nameRuleMessages } from '@agentsy/contracts';
import type { Database, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { reservedWordIn, skeletonOf } from './name-skeleton';
import { findNamesOf, findVerifiedNameBySkeleton, replaceVerifiedNames } from './trust.repo';

export type NameCheck = {
  name: string;
  /** Who sets the name: their own verified name is theirs to use. Unset at sign-up. */
  userId?: string;
  /** The form field the message belongs to. */
  field: string;
};

/**
 * The name rules (docs/product.md, Names): a display name or a listing title may not look like a
 * verified seller's name, nor contain a reserved word. Checked when a name is set or changed;
 * names already stored stay as they are. The operator's command (cli/admin.ts) is a staff tool:
 * reserved words are what its accounts are.
 */
export const createNamesService = ({ db, isStaffTool = false }: { db: Database; isStaffTool?: boolean }) => ({
  assertNameAllowed: async ({ name, userId, field }: NameCheck, tx: DbOrTx = db) => {
    const reserved = isStaffTool ? undefined : reservedWordIn(name);
    if (reserved) {
      const message = nameRuleMessages.reserved(reserved);
      throw new AppError('NAME_RESERVED', { message, fields: { [field]: message } });
    }
    const skeleton = skeletonOf(name);
    const taken = skeleton ? await findVerifiedNameBySkeleton(tx, skeleton, userId) : undefined;
    if (taken) {
      const message = nameRuleMessages.tooClose(taken.name);
      throw new AppError('NAME_TOO_CLOSE', { message, fields: { [field]: message } });
    }
  },

  /**
   * Keeps the protected skeletons of a seller in step with their names: the account name and the
   * name shown (its spelling wins in messages) while the domain is verified, none otherwise.
   */
  protectNamesOf: async (tx: DbOrTx, userId: string) => {
    const user = await findNamesOf(tx, userId);
    const shown = user?.verifiedDomain ? [user.name, user.displayName ?? user.name] : [];
    const names = [...new Map(shown.map((name) => [skeletonOf(name), name])).entries()]
      .filter(([skeleton]) => skeleton)
      .map(([skeleton, name]) => ({ skeleton, name }));
    await replaceVerifiedNames(tx, userId, names);
  },
});

export type NamesService = ReturnType<typeof createNamesService>;
