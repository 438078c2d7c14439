import { communityMessages, type FollowState, type NotificationData } from '@agentsy/contracts';
import type { Database, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { QueueMails } from '../mail/mail.service';
import { notifyUsersAlike } from '../notifications/notifications.service';
import * as repo from './follows.repo';

/** followerCount and followedByMe of a seller (sellers module, seller payload). */
export const followStateOf = (db: DbOrTx, sellerId: string, viewerId?: string): Promise<FollowState> =>
  repo.followState(db, sellerId, viewerId);

/**
 * A listing's first release, told to the seller's followers who keep "Sellers I follow" on, in
 * the publishing transaction: one read of the followers, one insert of their notices, one batch of
 * mails, whatever their number. The notices' key (user, kind, listing) makes it once per listing.
 */
export const tellFollowersOfNewListing = async (
  tx: DbOrTx,
  { listingId, listingTitle, sellerId }: { listingId: string; listingTitle: string; sellerId: string },
  queueMails?: QueueMails,
) => {
  const followers = await repo.followersToTell(tx, sellerId);
  if (followers.length === 0) return 0;
  const seller = await repo.findUserName(tx, sellerId);
  const data: NotificationData<'followed_seller_listed'> = {
    listingId,
    listingTitle,
    sellerName: seller?.name ?? 'A seller you follow',
  };
  const written = await notifyUsersAlike(tx, followers, {
    kind: 'followed_seller_listed',
    subjectId: listingId,
    link: `/agent/${listingId}`,
    data,
  });
  await queueMails?.(
    tx,
    'followedSellerListed',
    written.map((w) => ({ userId: w.userId, data })),
  );
  return written.length;
};

export const createFollowsService = ({ db }: { db: Database }) => {
  const requireOtherSeller = async (followerId: string, sellerId: string) => {
    if (followerId === sellerId) throw new AppError('BAD_REQUEST', { message: communityMessages.followSelf });
    if (!(await repo.findUserName(db, sellerId))) {
      throw new AppError('NOT_FOUND', { message: communityMessages.sellerNotFound });
    }
  };

  return {
    /** Following twice is following. */
    follow: async ({ followerId, sellerId }: { followerId: string; sellerId: string }) => {
      await requireOtherSeller(followerId, sellerId);
      await repo.insertFollow(db, followerId, sellerId);
      return followStateOf(db, sellerId, followerId);
    },

    unfollow: async ({ followerId, sellerId }: { followerId: string; sellerId: string }) => {
      await requireOtherSeller(followerId, sellerId);
      await repo.deleteFollow(db, followerId, sellerId);
      return followStateOf(db, sellerId, followerId);
    },
  };
};

export type FollowsService = ReturnType<typeof createFollowsService>;
