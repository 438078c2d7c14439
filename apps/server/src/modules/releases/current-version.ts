import type { DbOrTx } from '../../db/client';
import { compatibilityOf } from './compatibility';
import { currentOf } from './version-number';
import { clearCurrentVersion, listVersionsOfListing, pointListingAtFile } from './versions.repo';

/**
 * After a publish or a revocation: the listing's file becomes its current version's, so the
 * listing payload and the order's own download link follow it. A listing left without a
 * current version keeps its last file; its downloads answer as revoked (version-downloads.ts).
 * The listing payload's `currentVersion` is written here too, so browsing reads one column.
 */
export const moveCurrentVersion = async (tx: DbOrTx, listingId: string) => {
  const current = currentOf(await listVersionsOfListing(tx, listingId));
  if (!current) {
    await clearCurrentVersion(tx, listingId);
    return undefined;
  }
  await pointListingAtFile(tx, listingId, {
    fileKey: current.fileKey,
    fileName: current.fileName,
    fileSize: current.fileSize,
    fileMime: current.fileMime,
    currentVersion: {
      version: current.version,
      publishedAt: current.publishedAt!.toISOString(),
      sha256: current.sha256 ?? '',
      fileName: current.fileName,
      fileSize: current.fileSize,
    },
    // What the marketplace's model filters match (browse-listings.repo.ts).
    currentModels: [...new Set(compatibilityOf(current.compatibility)?.targets.flatMap((t) => t.models ?? []) ?? [])],
  });
  return current;
};
