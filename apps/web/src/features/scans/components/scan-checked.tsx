import { relativeTime } from '@/lib/relative-time';
import { useVersionScan } from '../api/get-version-scan';

const size = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${(bytes / 1024).toFixed(1)} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * The listing page's line about the current version's check ("Checked 2 minutes ago: no issues
 * found") and, for an archive, its files with their sizes.
 */
export const ScanChecked = ({
  listingId,
  version,
  files,
}: {
  listingId: string;
  version: string;
  files: { path: string; size: number }[];
}) => {
  const { data, isPending } = useVersionScan(listingId, version);
  const checked = data?.status === 'clean' && data.finishedAt;
  return (
    <div className="grid gap-2 text-sm" data-testid="scan-checked">
      {/* The line's room is kept while the check is asked for (it is not in the page's HTML), so
          the Releases and Reviews below do not move down when it arrives: a listed version has
          almost always been checked. */}
      {isPending && <p aria-hidden className="h-5" data-testid="scan-checked-pending" />}
      {checked && (
        <p className="text-emerald-700 dark:text-emerald-400">
          Checked {relativeTime(data.finishedAt!)}: no issues found
        </p>
      )}
      {files.length > 1 && (
        <details>
          <summary className="cursor-pointer">Files in this version ({files.length})</summary>
          <ul className="mt-2 grid gap-1 font-mono text-xs">
            {files.map((f) => (
              <li key={f.path} className="flex justify-between gap-4">
                <span className="truncate">{f.path}</span>
                <span className="text-muted-foreground">{size(f.size)}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
};
