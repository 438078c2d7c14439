import type { OrderVersion } from '@agentsy/contracts';
import { compareVersions, isPrerelease } from './version-numbers';

/** The version a download link without a number serves: highest non-revoked, non-prerelease. */
export const currentOf = (versions: readonly OrderVersion[]): OrderVersion | undefined =>
  versions
    .filter((v) => !v.revoked && !isPrerelease(v.version))
    .sort((a, b) => compareVersions(a.version, b.version))
    .at(-1);

/**
 * The update to offer: the current version when it is newer than the one this order downloaded
 * last. Before any recorded download, newer than what was current when the order was placed
 * (the oldest version for orders older than versions themselves).
 */
export const updateOf = (
  versions: readonly OrderVersion[],
  { lastDownloadedVersion, orderedAt }: { lastDownloadedVersion: string | null; orderedAt: string },
): OrderVersion | undefined => {
  const current = currentOf(versions);
  if (!current) return undefined;
  const ordered = Date.parse(orderedAt);
  const byNumber = [...versions].sort((a, b) => compareVersions(a.version, b.version));
  const atPurchase =
    byNumber.filter((v) => !isPrerelease(v.version) && Date.parse(v.publishedAt) <= ordered).at(-1)?.version ??
    byNumber[0]?.version;
  const had = lastDownloadedVersion ?? atPurchase;
  return had && compareVersions(current.version, had) > 0 ? current : undefined;
};
