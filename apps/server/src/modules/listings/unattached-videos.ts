import { limits, listingMessages } from '@agentsy/contracts';
import type { Database, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Storage } from '../../storage';
import { findUserById } from '../users/users.service';
import { countUnattachedVideoUploads, deleteUnattachedVideoUploads } from './video-uploads.repo';

/**
 * A demo video uploaded on its own (POST /api/upload-video) waits for a listing to attach it.
 * Each one is up to 50 MB, so only sellers may upload them, a few at a time, and one no listing
 * took within a day is removed (the `remove-unattached-videos` job).
 */
export const UNATTACHED_VIDEO_TTL_MS = 24 * 60 * 60 * 1000;

/** Checked before the body is read, so a refused upload stores nothing. */
export const assertMayUploadVideo = async (db: DbOrTx, userId: string) => {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  if (!user.sellerEnabled) throw new AppError('SELLER_MODE_REQUIRED', listingMessages.videoSellersOnly);
  if ((await countUnattachedVideoUploads(db, userId)) >= limits.unattachedVideosPerUser) {
    throw new AppError('RATE_LIMITED', listingMessages.tooManyUnattachedVideos);
  }
};

/** Forgets the unattached videos older than a day, then deletes their files; a file left costs space only. */
export const removeUnattachedVideos = async ({ db, storage, now }: { db: Database; storage: Storage; now: Date }) => {
  const keys = await deleteUnattachedVideoUploads(db, new Date(now.getTime() - UNATTACHED_VIDEO_TTL_MS));
  let filesLeft = 0;
  for (const key of keys) await storage.delete(key).catch(() => (filesLeft += 1));
  return { removed: keys.length, filesLeft };
};
