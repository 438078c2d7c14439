import type { Readable } from 'node:stream';
import { downloadMessages, type OrderVersions, releaseMessages } from '@agentsy/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import type { Storage } from '../../storage';
import type { DownloadLinks } from '../orders/download-links';
import { findOrderOfBuyer, hasDownloadAccess } from '../orders/orders.service';
import { currentOf, newestFirst, versionInPath } from './version-number';
import {
  findLastDownloadedVersion,
  findVersion,
  isMuted,
  listVersionsOfListing,
  recordVersionDownload,
  type VersionRow,
} from './versions.repo';

type Deps = {
  db: Database;
  storage: Storage;
  links: DownloadLinks;
  ensureVersions: (listingId: string) => Promise<unknown>;
};

export type VersionFileDownload = {
  stream: Readable;
  size: number;
  fileName: string;
  mime: string;
  sha256: string;
};

const noAccess = () => new AppError('FORBIDDEN', { message: downloadMessages.noAccess });

export const revokedError = (row: VersionRow) =>
  new AppError('VERSION_REVOKED', { message: releaseMessages.revoked(row.version, row.revokeReason ?? '') });

/** Orders' versions and the files behind their links, for the order's buyer only. */
export const createVersionDownloads = ({ db, storage, links, ensureVersions }: Deps) => {
  const entitledOrder = async (userId: string, orderId: string) => {
    const row = isUuid(orderId) ? await findOrderOfBuyer(db, orderId) : undefined;
    if (!row || row.order.buyerId !== userId || !hasDownloadAccess(row.order)) throw noAccess();
    await ensureVersions(row.order.listingId);
    return row.order;
  };

  const openFile = async (row: VersionRow): Promise<VersionFileDownload> => {
    const file = await storage.get(row.fileKey);
    if (!file) throw new AppError('NOT_FOUND', { message: 'The file of this agent is missing.' });
    return {
      stream: file.stream,
      size: file.size,
      fileName: row.fileName,
      mime: row.fileMime,
      sha256: row.sha256 ?? '',
    };
  };

  return {
    /**
     * GET /api/orders/:id/versions: every published version, newest first, with its own link;
     * whether the buyer hears of new ones, and the one this order downloaded last.
     */
    orderVersions: async ({ userId, orderId }: { userId: string; orderId: string }): Promise<OrderVersions> => {
      const order = await entitledOrder(userId, orderId);
      const rows = newestFirst((await listVersionsOfListing(db, order.listingId)).filter((r) => r.publishedAt));
      const versions = rows.map((r) => ({
        version: r.version,
        changelog: r.changelog,
        publishedAt: r.publishedAt!.toISOString(),
        sha256: r.sha256 ?? '',
        fileSize: r.fileSize,
        revoked: r.revokedAt !== null,
        downloadUrl: r.revokedAt ? null : links.issueVersion(order.id, r.version),
      }));
      return {
        updateNoticesEnabled: !(await isMuted(db, userId, order.listingId)),
        lastDownloadedVersion: await findLastDownloadedVersion(db, order.id),
        versions,
      };
    },

    /** The file behind a per-version link; a revoked version answers 410 with its reason. */
    openVersionDownload: async ({
      userId,
      orderId,
      version,
      token,
    }: {
      userId: string;
      orderId: string;
      version: string;
      token: string;
    }) => {
      const number = versionInPath(version);
      const check = number && isUuid(orderId) ? links.verifyVersion(orderId, number, token) : undefined;
      if (!check || (!check.ok && check.reason === 'invalid')) {
        throw new AppError('FORBIDDEN', { message: downloadMessages.invalidToken });
      }
      const order = await entitledOrder(userId, orderId);
      if (!check.ok) throw new AppError('GONE', { message: downloadMessages.expired });
      const row = await findVersion(db, order.listingId, number!);
      if (!row?.publishedAt) throw new AppError('NOT_FOUND', { message: releaseMessages.versionNotFound });
      if (row.revokedAt) throw revokedError(row);
      const file = await openFile(row);
      await recordVersionDownload(db, order.id, row.id);
      return file;
    },

    /**
     * The current version's file, for the order's own link (orders.service), recorded as that
     * order's download of it. With every version revoked there is nothing to serve: the newest
     * revocation's reason says why.
     */
    openCurrentFile: async (listingId: string, orderId: string) => {
      await ensureVersions(listingId);
      const rows = await listVersionsOfListing(db, listingId);
      const current = currentOf(rows);
      if (current) {
        const file = await openFile(current);
        await recordVersionDownload(db, orderId, current.id);
        return file;
      }
      const [lastRevoked] = newestFirst(rows.filter((r) => r.revokedAt));
      if (lastRevoked) throw revokedError(lastRevoked);
      throw new AppError('NOT_FOUND', { message: releaseMessages.noCurrentVersion });
    },
  };
};
