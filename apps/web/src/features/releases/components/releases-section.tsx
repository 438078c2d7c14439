import type { ListingVersion } from '@agentsy/contracts';
import type { ReactNode } from 'react';
import { LocalDate } from '@/components/local-date';
import { Markdown } from '@/components/markdown';
import { Badge } from '@/components/ui/badge';
import { useListingVersions } from '../api/get-listing-versions';
import { useModels } from '../api/get-models';
import { VersionCompatibility } from './version-compatibility';

/** The listing page's Releases: every published version with its changelog, newest first. */
export const ReleasesSection = ({
  listingId,
  renderCheck,
}: {
  listingId: string;
  /** What the security check says of the newest live version; the page passes it in. */
  renderCheck?: (version: ListingVersion) => ReactNode;
}) => {
  const { data: versions } = useListingVersions(listingId);
  // The seller reads every status here too; the page shows what buyers can get.
  const published = (versions ?? []).filter((v) => v.publishedAt);
  const { data: models } = useModels({ enabled: published.some((v) => v.compatibility) });
  if (published.length === 0) return null;
  return (
    <section aria-labelledby="releases-heading" className="grid gap-3">
      <h2 id="releases-heading" className="text-xl font-semibold">
        Releases
      </h2>
      <ol className="grid gap-4">
        {published.map((version, i) => (
          <li key={version.id} className="grid gap-1 border-l-2 border-slate-200 pl-4 dark:border-slate-800">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-mono font-semibold">v{version.version}</h3>
              {version.publishedAt && (
                <span className="text-sm text-muted-foreground">
                  <LocalDate iso={version.publishedAt} />
                </span>
              )}
              {version.revokedAt && <Badge variant="destructive">Withdrawn</Badge>}
            </div>
            {version.revokeReason && <p className="text-sm text-red-700 dark:text-red-400">{version.revokeReason}</p>}
            {i === 0 && !version.revokedAt && renderCheck?.(version)}
            {version.changelog ? (
              <Markdown text={version.changelog} className="text-slate-700 dark:text-slate-300" />
            ) : (
              <p className="text-sm text-muted-foreground">First release.</p>
            )}
            {version.compatibility && <VersionCompatibility compatibility={version.compatibility} models={models} />}
          </li>
        ))}
      </ol>
    </section>
  );
};
