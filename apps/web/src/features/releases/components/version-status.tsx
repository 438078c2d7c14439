import type { ListingVersion } from '@agentsy/contracts';
import { Badge } from '@/components/ui/badge';

/** What a version's seller reads of its state: withdrawn and live first, then the check's outcome. */
export const versionStatusLabel = (version: ListingVersion): string => {
  if (version.revokedAt) return 'Revoked';
  if (version.publishedAt) return 'Published';
  switch (version.status) {
    case 'pending':
      return 'Checking';
    case 'flagged':
      return 'Flagged';
    case 'blocked':
      return 'Blocked';
    case 'error':
      return 'Check failed';
    case 'clean':
      return 'Clean';
  }
};

export const VersionStatusBadge = ({ version }: { version: ListingVersion }) => {
  const label = versionStatusLabel(version);
  const variant = label === 'Published' ? 'default' : label === 'Checking' ? 'secondary' : 'outline';
  return (
    <Badge variant={label === 'Blocked' || label === 'Revoked' ? 'destructive' : variant} data-testid="version-status">
      {label}
    </Badge>
  );
};
