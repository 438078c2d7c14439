import type { ListingVersion } from '@agentsy/contracts';
import { useQuery } from '@tanstack/react-query';
import { Badge } from '@/components/ui/badge';
import { useElapsed } from '@/lib/use-elapsed';
import { listingVersionsQueryOptions } from '../api/get-listing-versions';

/** How often a listing whose newest version is being checked is asked again: scans take seconds. */
const CHECKING_POLL_MS = 1500;

const labels = { flagged: 'Flagged', blocked: 'Blocked', error: 'Error' } as const;

/** The newest version when it needs the seller's eye; a live or withdrawn one says nothing here. */
const needsAttention = (version: ListingVersion | undefined) =>
  version && !version.revokedAt && version.status !== 'clean' ? version : undefined;

const Checking = ({ since }: { since: string }) => {
  const elapsed = useElapsed(since, true);
  return <>Checking… ({elapsed} s)</>;
};

/**
 * A small badge beside a listing on the seller's table when its newest version is still being
 * checked, or was flagged, blocked or could not be checked. It opens the listing's versions, where
 * the findings, rescan and appeal are.
 */
export const LatestVersionStatus = ({
  listingId,
  title,
  onOpen,
}: {
  listingId: string;
  title: string;
  onOpen: () => void;
}) => {
  const versions = useQuery({
    ...listingVersionsQueryOptions(listingId),
    refetchInterval: (query) =>
      needsAttention(query.state.data?.[0])?.status === 'pending' ? CHECKING_POLL_MS : false,
  });
  const version = needsAttention(versions.data?.[0]);
  if (!version) return null;
  const label = version.status === 'pending' ? 'Checking' : labels[version.status as keyof typeof labels];
  return (
    <button
      type="button"
      onClick={onOpen}
      className="mt-1 block rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
    >
      <span className="sr-only">
        Version {version.version} of {title}:{' '}
      </span>
      <Badge
        variant={version.status === 'pending' ? 'secondary' : version.status === 'blocked' ? 'destructive' : 'outline'}
        data-testid="latest-version-status"
      >
        {version.status === 'pending' ? <Checking since={version.createdAt} /> : label}
      </Badge>
      <span className="sr-only">, open its versions</span>
    </button>
  );
};
