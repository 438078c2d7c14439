import { formatUsd, settingsMessages } from '@agentsy/contracts';
import type { Database, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { verifyPassword } from '../auth/password-hashing';
import { payoutBlockersOf } from '../earnings/earnings.service';
import { eraseFavoritesOf } from '../favorites/favorites.service';
import { lockAccount } from '../ledger/ledger.service';
import { accounts } from '../ledger/ledger-accounts';
import { deactivateListingsOf } from '../listings/listings.service';
import { erasePayoutDetailsOf } from '../payouts/payout-preferences.service';
import { eraseReviewCommentsOf } from '../reviews/reviews.service';
import { deletePreferences, eraseUser, findPasswordHash, findUserById, lockUser } from '../users/users.service';

/**
 * What other modules erase or take down, each inside the deleting transaction. Passed in so a
 * test can make one fail and see that nothing was deleted.
 */
export type DeletionSteps = {
  deactivateListings: (tx: DbOrTx, userId: string) => Promise<void>;
  erasePayoutDetails: (tx: DbOrTx, userId: string) => Promise<void>;
  eraseReviewComments: (tx: DbOrTx, userId: string) => Promise<void>;
  eraseFavorites: (tx: DbOrTx, userId: string) => Promise<void>;
};

const defaultSteps: DeletionSteps = {
  deactivateListings: deactivateListingsOf,
  erasePayoutDetails: erasePayoutDetailsOf,
  eraseReviewComments: eraseReviewCommentsOf,
  eraseFavorites: eraseFavoritesOf,
};

type Deps = {
  db: Database;
  /** Removes the avatar file once the deletion has committed (a file cannot roll back). */
  deleteAvatarFile: (imageUrl: string | null) => Promise<void>;
  steps?: Partial<DeletionSteps>;
};

/**
 * docs/decisions/023-account-settings-and-deletion.md: personal data erased, orders, ratings and the
 * ledger kept against an anonymous tombstone, listings taken off sale, all in one transaction.
 */
export const createAccountDeletionService = ({ db, deleteAvatarFile, steps: overrides }: Deps) => {
  const steps = { ...defaultSteps, ...overrides };

  return {
    deleteAccount: async ({ userId, password }: { userId: string; password: string }) => {
      const user = await findUserById(db, userId);
      if (!user || user.deletedAt) throw new AppError('UNAUTHORIZED');
      // Checked before the transaction: the hash is slow on purpose and must not hold locks.
      const hash = await findPasswordHash(db, userId);
      if (!hash || !(await verifyPassword({ hash, password }))) {
        throw new AppError('BAD_REQUEST', {
          ...settingsMessages.wrongPassword,
          fields: { password: 'Incorrect password.' },
        });
      }

      const erased = await db.transaction(async (tx) => {
        const locked = await lockUser(tx, userId);
        if (!locked || locked.deletedAt) throw new AppError('UNAUTHORIZED');
        // A sale or payout for this seller waits on the same lock, so the figures cannot move
        // between this check and the commit.
        await lockAccount(tx, accounts.seller(userId));
        const { balanceCents, pendingPayoutCents } = await payoutBlockersOf(tx, userId);
        if (pendingPayoutCents > 0) throw new AppError('CONFLICT', settingsMessages.payoutPending);
        if (balanceCents > 0) throw new AppError('CONFLICT', settingsMessages.unpaidBalance(formatUsd(balanceCents)));

        await steps.deactivateListings(tx, userId);
        await steps.erasePayoutDetails(tx, userId);
        await steps.eraseReviewComments(tx, userId);
        await steps.eraseFavorites(tx, userId);
        await deletePreferences(tx, userId);
        await eraseUser(tx, { id: userId, email: locked.email }, settingsMessages.deletedUserName);
        return locked;
      });
      await deleteAvatarFile(erased.image);
    },
  };
};

export type AccountDeletionService = ReturnType<typeof createAccountDeletionService>;
