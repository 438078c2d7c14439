import type { ListingVersion } from '@agentsy/contracts';
import { compatibilityOf } from './compatibility';
import type { VersionRow } from './versions.repo';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** A stored version as the API shows it; callers hash legacy rows first (backfill.ts). */
export const toListingVersion = (row: VersionRow): ListingVersion => ({
  id: row.id,
  listingId: row.listingId,
  version: row.version,
  changelog: row.changelog,
  fileName: row.fileName,
  fileSize: row.fileSize,
  sha256: row.sha256 ?? '',
  status: row.status,
  publishedAt: iso(row.publishedAt),
  revokedAt: iso(row.revokedAt),
  revokeReason: row.revokeReason,
  compatibility: compatibilityOf(row.compatibility),
  files: row.files ?? [],
  createdAt: row.createdAt.toISOString(),
});

export { reprDigestOf } from '../../lib/repr-digest';
