import { scanMessages } from '@agentsy/contracts';
import type { DbOrTx } from '../../db/client';
import { emitWebhookEvent } from '../webhooks/webhooks.service';
import { moveCurrentVersion } from './current-version';
import { signPublishedVersion } from './manifest';
import {
  findListingSeller,
  findVersionById,
  insertNoticeRun,
  listVersionsOfListing,
  markVersionPublished,
  type VersionRow,
  withdrawVersionRow,
} from './versions.repo';

/**
 * The one place a version row becomes published: once its scan is clean, or an admin cleared it.
 * It gets `publishedAt` and its signed manifest (a version a scan had withdrawn keeps its first one and comes back), the
 * listing's current version moves, and on its first publication past buyers are told unless the
 * version is silent or is the listing's first (a new listing has no past buyers; one who bought in
 * the seconds since would otherwise be told of what they just bought).
 */
export const publishVersionRow = async (
  tx: DbOrTx,
  versionId: string,
  now = new Date(),
): Promise<{ row: VersionRow; noticesOwed: boolean; isFirstRelease: boolean } | undefined> => {
  const before = await findVersionById(tx, versionId);
  if (!before) return undefined;
  const marked = await markVersionPublished(tx, versionId, now, scanMessages.withdrawnReason);
  if (!marked) return undefined;
  // Signed in the same transaction, so no published version is ever served without a manifest.
  const row = await signPublishedVersion(tx, marked);
  await moveCurrentVersion(tx, row.listingId);
  let noticesOwed = false;
  let isFirstRelease = false;
  if (!before.publishedAt) {
    const others = (await listVersionsOfListing(tx, row.listingId)).filter((v) => v.id !== row.id && v.publishedAt);
    // The listing's first release makes it a new listing: the caller tells the seller's followers.
    isFirstRelease = others.length === 0;
    if (others.length > 0 && !row.silent) {
      await insertNoticeRun(tx, row.id, 'version_published');
      noticesOwed = true;
    }
  }
  const sellerId = await findListingSeller(tx, row.listingId);
  if (sellerId) {
    await emitWebhookEvent(tx, sellerId, 'listing.version.published', {
      listingId: row.listingId,
      versionId: row.id,
      version: row.version,
      publishedAt: row.publishedAt?.toISOString() ?? null,
      republished: before.publishedAt !== null,
    });
  }
  // The caller wakes the notices job once its transaction commits (notices-wake.ts).
  return { row, noticesOwed, isFirstRelease };
};

/**
 * A version blocked by a scan or an admin. A published one is withdrawn like a revocation, so its
 * downloads answer 410 with the reason and the current version moves down; the caller tells its
 * downloaders, with a notice of their own kind.
 */
export const withdrawBlockedVersion = async (tx: DbOrTx, versionId: string, now = new Date()) => {
  const row = await withdrawVersionRow(tx, versionId, scanMessages.withdrawnReason, now);
  if (row?.publishedAt) await moveCurrentVersion(tx, row.listingId);
  return row;
};

/** A scan's outcome that neither publishes nor withdraws (flagged, error, pending again). */
export { setVersionStatus } from './versions.repo';
