import type { ScanFinding } from '@agentsy/contracts';
import { useEffect, useRef } from 'react';
import { useVersionScan } from '../api/get-version-scan';
import { ScanFindings } from './scan-findings';

/** What the outcome of a check says to the seller who just uploaded. */
export const outcomeText = {
  clean: (version: string) => `No issues found: version ${version} is live.`,
  flagged: () => 'Held for review: an admin looks at this file before it goes live.',
  blocked: () => 'Blocked: this file cannot be published. See what was found below.',
  error: () => 'The check could not finish; an admin will look at this file.',
} as const;

/**
 * After an upload: "Checking your file…" until the scan is done (asked again every second or
 * so), then its outcome and, when something was found, what and where. `onOutcome` hears it once.
 */
export const ScanCheck = ({
  listingId,
  version,
  onOutcome,
}: {
  listingId: string;
  version: string;
  onOutcome?: (status: 'clean' | 'flagged' | 'blocked' | 'error') => void;
}) => {
  const scan = useVersionScan(listingId, version);
  const status = scan.data?.status;
  const told = useRef(false);
  useEffect(() => {
    if (!status || status === 'pending' || told.current) return;
    told.current = true;
    onOutcome?.(status);
  }, [status, onOutcome]);

  if (scan.isError) return <p className="text-sm text-red-600">Could not read the result of the check.</p>;
  if (!status || status === 'pending') {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Checking your file…
      </p>
    );
  }
  const findings: ScanFinding[] = scan.data && 'findings' in scan.data ? scan.data.findings : [];
  return (
    <div role="status" className="grid gap-3" data-testid="scan-outcome">
      <p className={status === 'clean' ? 'text-sm text-emerald-700 dark:text-emerald-400' : 'text-sm font-medium'}>
        {outcomeText[status](version)}
      </p>
      <ScanFindings findings={findings} />
    </div>
  );
};
