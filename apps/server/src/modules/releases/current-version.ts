import type { DbOrTx } from '../../db/client';
import { currentOf } from './version-number';
import { listVersionsOfListing, pointListingAtFile } from './versions.repo';

/**
 * After a publish or a revocation: the listing's file becomes its current version's, so the
 * listing payload and the order's own download link follow it. A listing left without a
 * current version keeps its last file; its downloads answer as revoked (version-downloads.ts).
 */
export const moveCurrentVersion = async (tx: DbOrTx, listingId: string) => {
  const current = currentOf(await listVersionsOfListing(tx, listingId));
  if (!current) return undefined;
  await pointListingAtFile(tx, listingId, {
    fileKey: current.fileKey,
    fileName: current.fileName,
    fileSize: current.fileSize,
    fileMime: current.fileMime,
  });
  return current;
};
