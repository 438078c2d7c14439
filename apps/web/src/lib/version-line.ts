import { relativeTime } from './relative-time';

type Versioned = {
  currentVersion?: { version: string; publishedAt: string } | null;
  updatedAt?: string | null;
};

/** "v1.3.0 · updated 3 days ago", as cards and the listing page show a listing's current version. */
export const versionLine = (listing: Versioned, now = Date.now()): string | null => {
  const current = listing.currentVersion;
  if (!current) return null;
  return `v${current.version} · updated ${relativeTime(listing.updatedAt ?? current.publishedAt, now)}`;
};
