import { useSyncExternalStore } from 'react';
import { cn } from '@/lib/cn';
import { formatDateAs } from '@/lib/format';
import { relativeTime } from '@/lib/relative-time';

type Versioned = {
  currentVersion?: { version: string; publishedAt: string } | null;
  updatedAt?: string | null;
};

const noSubscription = () => () => {};

/**
 * "v1.3.0 · updated 3 days ago", as cards and the listing page show a listing's current version.
 * A page rendered on the server cannot know when it will be read, and any other text while React
 * hydrates is a mismatch (decision 043): the server's HTML and the hydrating render say the date
 * ("updated on Nov 24, 2026", in UTC), and the age follows at once after.
 */
export const VersionLine = ({ listing, className }: { listing: Versioned; className?: string }) => {
  const isHydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const current = listing.currentVersion;
  if (!current) return null;
  const iso = listing.updatedAt ?? current.publishedAt;
  const dated = `v${current.version} · updated on ${formatDateAs('date', iso, 'UTC')}`;
  // The dated line stays underneath, unseen, and holds the width: the age that replaces it is
  // rarely longer, so what follows on the line (the seller's name) does not move when it does.
  return (
    <span className={cn('inline-grid', className)}>
      <span className="col-start-1 row-start-1" data-testid="listing-version">
        {isHydrated ? `v${current.version} · updated ${relativeTime(iso)}` : dated}
      </span>
      <span aria-hidden className="invisible col-start-1 row-start-1">
        {dated}
      </span>
    </span>
  );
};
