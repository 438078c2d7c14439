import {
  type ListingVersion,
  type RevokeVersion,
  releaseMessages,
  type UpdateNotices,
  type VersionDiff,
} from '@agentsy/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import type { Storage } from '../../storage';
import type { UploadPart } from '../../storage/file-intake';
import type { DownloadLinks } from '../orders/download-links';
import { isEntitledTo } from '../orders/orders.service';
import { emitWebhookEvent } from '../webhooks/webhooks.service';
import { ensureVersions } from './backfill';
import { moveCurrentVersion } from './current-version';
import { signedManifestOf, signPublishedVersion } from './manifest';
import { publishVersion, type QueueScan } from './publish-version';
import { diffVersions } from './version-diff';
import { createVersionDownloads } from './version-downloads';
import { newestFirst, versionInPath } from './version-number';
import { toListingVersion } from './version-view';
import { findVersion, insertNoticeRun, listVersionsOfListing, revokeVersionRow, setMuted } from './versions.repo';

type Viewer = { id: string; sessionId: string };
type Deps = {
  db: Database;
  storage: Storage;
  links: DownloadLinks;
  queueScan: QueueScan;
  isElevatedAdmin: (viewer: Viewer) => Promise<boolean>;
  /**
   * The listing a version belongs to: the listings service's findListingRow, passed in because
   * listings store their first version here (a module cycle otherwise).
   */
  findListing: (
    db: Database,
    listingId: string,
  ) => Promise<{ id: string; userId: string; removedAt: Date | null } | undefined>;
};

const listingNotFound = () => new AppError('NOT_FOUND', { message: releaseMessages.listingNotFound });
const versionNotFound = () => new AppError('NOT_FOUND', { message: releaseMessages.versionNotFound });

export const createReleasesService = ({ db, storage, links, queueScan, isElevatedAdmin, findListing }: Deps) => {
  /** The listing, with every version hashed; 404 when missing or removed (for non-staff). */
  const listingOf = async (listingId: string) => {
    const listing = isUuid(listingId) ? await findListing(db, listingId) : undefined;
    if (!listing) throw listingNotFound();
    await ensureVersions({ db, storage }, listing.id);
    return listing;
  };

  /** Who the viewer is to the listing: its seller, an admin, an entitled buyer, or nobody. */
  const roleOf = async (viewer: Viewer | undefined, listing: { id: string; userId: string }) => {
    if (!viewer) return 'visitor' as const;
    if (viewer.id === listing.userId) return 'seller' as const;
    if (await isElevatedAdmin(viewer)) return 'admin' as const;
    return (await isEntitledTo(db, viewer.id, listing.id)) ? ('buyer' as const) : ('visitor' as const);
  };

  const visibleVersion = async (listingId: string, input: string, staff: boolean) => {
    const version = versionInPath(input);
    const row = version ? await findVersion(db, listingId, version) : undefined;
    if (!row || (!staff && !row.publishedAt)) throw versionNotFound();
    return row;
  };

  return {
    publish: async ({
      viewer,
      listingId,
      parts,
    }: {
      viewer: Viewer;
      listingId: string;
      parts: AsyncIterable<UploadPart>;
    }) => {
      const listing = await listingOf(listingId);
      if (listing.removedAt) throw listingNotFound();
      if (listing.userId !== viewer.id) throw new AppError('FORBIDDEN', { message: releaseMessages.notYourListing });
      return publishVersion({ db, storage, queueScan, listingId: listing.id, parts });
    },

    /** Newest first; the seller and admins see every status, everyone else the published ones. */
    list: async ({ viewer, listingId }: { viewer?: Viewer; listingId: string }): Promise<ListingVersion[]> => {
      const listing = await listingOf(listingId);
      const role = await roleOf(viewer, listing);
      const staff = role === 'seller' || role === 'admin';
      if (listing.removedAt && !staff && role !== 'buyer') throw listingNotFound();
      const rows = await listVersionsOfListing(db, listing.id);
      return newestFirst(rows.filter((r) => staff || r.publishedAt)).map(toListingVersion);
    },

    revoke: async ({
      viewer,
      listingId,
      version,
      body,
    }: {
      viewer: Viewer;
      listingId: string;
      version: string;
      body: RevokeVersion;
    }) => {
      const listing = await listingOf(listingId);
      const role = await roleOf(viewer, listing);
      if (role !== 'seller' && role !== 'admin')
        throw new AppError('FORBIDDEN', { message: releaseMessages.revokeForbidden });
      const row = await visibleVersion(listing.id, version, true);
      if (row.revokedAt) throw new AppError('CONFLICT', { message: releaseMessages.alreadyRevoked });
      if (!row.publishedAt) throw new AppError('CONFLICT', { message: releaseMessages.notPublished });
      const revoked = await db.transaction(async (tx) => {
        const updated = await revokeVersionRow(tx, row.id, body.reason, new Date());
        // Someone else revoked it in between.
        if (!updated) throw new AppError('CONFLICT', { message: releaseMessages.alreadyRevoked });
        await moveCurrentVersion(tx, listing.id);
        await insertNoticeRun(tx, updated.id, 'version_revoked');
        await emitWebhookEvent(tx, listing.userId, 'listing.version.revoked', {
          listingId: listing.id,
          versionId: updated.id,
          version: updated.version,
          reason: body.reason,
          revokedAt: updated.revokedAt?.toISOString() ?? null,
        });
        return updated;
      });
      return toListingVersion(revoked);
    },

    diff: async ({
      viewer,
      listingId,
      from,
      to,
    }: {
      viewer: Viewer;
      listingId: string;
      from: string;
      to: string;
    }): Promise<VersionDiff> => {
      const listing = await listingOf(listingId);
      const role = await roleOf(viewer, listing);
      if (role === 'visitor') throw new AppError('FORBIDDEN', { message: releaseMessages.diffForbidden });
      const staff = role !== 'buyer';
      const [a, b] = [await visibleVersion(listing.id, from, staff), await visibleVersion(listing.id, to, staff)];
      return diffVersions(storage, a, b);
    },

    /**
     * GET .../versions/:version/manifest: for whoever may see the listing's versions. A revoked
     * version keeps its manifest, so a copy installed before the revocation still verifies.
     */
    manifest: async ({ viewer, listingId, version }: { viewer?: Viewer; listingId: string; version: string }) => {
      const listing = await listingOf(listingId);
      const role = await roleOf(viewer, listing);
      if (listing.removedAt && role === 'visitor') throw listingNotFound();
      const row = await visibleVersion(listing.id, version, false);
      // Published before signing existed and not reached by the signing job yet: signed now.
      const signed = signedManifestOf(row) ?? signedManifestOf(await signPublishedVersion(db, row));
      if (!signed) throw versionNotFound();
      return signed;
    },

    /** PUT /api/listings/:id/update-notices: for a buyer of the listing. */
    setUpdateNotices: async ({
      viewer,
      listingId,
      body,
    }: {
      viewer: Viewer;
      listingId: string;
      body: UpdateNotices;
    }) => {
      const listing = isUuid(listingId) ? await findListing(db, listingId) : undefined;
      if (!listing) throw listingNotFound();
      if (!(await isEntitledTo(db, viewer.id, listing.id))) {
        throw new AppError('FORBIDDEN', { message: releaseMessages.notABuyer });
      }
      await setMuted(db, viewer.id, listing.id, !body.enabled);
      return { listingId: listing.id, enabled: body.enabled };
    },

    ...createVersionDownloads({
      db,
      storage,
      links,
      ensureVersions: (listingId) => ensureVersions({ db, storage }, listingId),
    }),
  };
};

export type ReleasesService = ReturnType<typeof createReleasesService>;
