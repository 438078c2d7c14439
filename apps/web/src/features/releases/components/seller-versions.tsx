import type { ListingVersion } from '@agentsy/contracts';
import { type ReactNode, useEffect, useRef } from 'react';
import { LocalDate } from '@/components/local-date';
import { Markdown } from '@/components/markdown';
import { serverMessageOr } from '@/lib/api-client';
import { useListingVersions } from '../api/get-listing-versions';
import { PublishVersionButton, type RenderCheck } from './publish-version-dialog';
import { RevokeVersionButton } from './revoke-version-button';
import { VersionStatusBadge } from './version-status';

type Slots = {
  /** The version's security check (status, findings, rescan, appeal); the page passes it in. */
  renderScan?: (version: ListingVersion) => ReactNode;
  renderCheck?: RenderCheck;
};

const VersionRow = ({ version, renderScan }: { version: ListingVersion; renderScan: Slots['renderScan'] }) => (
  <li
    className="grid gap-2 border-t border-slate-200 py-3 first:border-t-0 dark:border-slate-800"
    data-testid="seller-version"
  >
    <div className="flex flex-wrap items-center justify-between gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-mono font-semibold">{version.version}</span>
        <VersionStatusBadge version={version} />
        <span className="text-xs text-muted-foreground">
          <LocalDate iso={version.publishedAt ?? version.createdAt} />
        </span>
      </div>
      {version.publishedAt && !version.revokedAt && (
        <RevokeVersionButton listingId={version.listingId} version={version.version} />
      )}
    </div>
    {version.revokeReason && <p className="text-sm text-red-700 dark:text-red-400">Reason: {version.revokeReason}</p>}
    {version.changelog && <Markdown text={version.changelog} className="text-muted-foreground" />}
    <p className="truncate font-mono text-xs text-muted-foreground" title={version.sha256}>
      {version.fileName} · sha256 {version.sha256}
    </p>
    {renderScan?.(version)}
  </li>
);

/** The seller's versions of one listing, every status shown, with publish and revoke. */
export const SellerVersions = ({
  listingId,
  title,
  renderScan,
  renderCheck,
  inView = false,
}: { listingId: string; title: string /** Scrolled to and focused once loaded. */; inView?: boolean } & Slots) => {
  const versions = useListingVersions(listingId);
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = versions.isSuccess;
  useEffect(() => {
    if (!inView || !loaded) return;
    // After the dialog has placed its own first focus, which would otherwise win.
    const frame = requestAnimationFrame(() => {
      heading.current?.scrollIntoView?.({ block: 'start' });
      heading.current?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [inView, loaded]);
  return (
    <section aria-labelledby={`versions-${listingId}`} className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`versions-${listingId}`} ref={heading} tabIndex={-1} className="font-semibold outline-none">
          Versions
        </h3>
        <PublishVersionButton listingId={listingId} title={title} renderCheck={renderCheck} />
      </div>
      {versions.isPending ? (
        <p className="text-sm text-muted-foreground">Loading versions...</p>
      ) : versions.isError ? (
        <p className="text-sm text-red-600">{serverMessageOr(versions.error, 'Could not load the versions.')}</p>
      ) : (
        <ul>
          {versions.data.map((version) => (
            <VersionRow key={version.id} version={version} renderScan={renderScan} />
          ))}
        </ul>
      )}
    </section>
  );
};
