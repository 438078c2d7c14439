import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { queryKeys } from '@/lib/query-keys';
import { ScanCheck } from './scan-check';

/**
 * What an upload dialog shows once the file is stored: the check, a toast when the version went
 * live, and a way to close (the check goes on without the dialog).
 */
export const UploadCheck = ({
  listingId,
  version,
  close,
  announce = true,
}: {
  listingId: string;
  version: string;
  close: () => void;
  /** A toast when it went live; off where the upload's own toast already says so. */
  announce?: boolean;
}) => {
  const queryClient = useQueryClient();
  const onOutcome = useCallback(
    (status: string) => {
      // The listing's versions and current version changed with the outcome.
      void queryClient.invalidateQueries({ queryKey: queryKeys.releases.ofListing(listingId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.listings.detail(listingId) });
      if (status === 'clean') {
        if (announce) toast({ title: 'Version Published', description: `Version ${version} is live.` });
        close();
      }
    },
    [queryClient, listingId, version, close, announce],
  );
  return (
    <div className="grid gap-4">
      <ScanCheck listingId={listingId} version={version} onOutcome={onOutcome} />
      <Button variant="outline" onClick={close} className="justify-self-end">
        Close
      </Button>
    </div>
  );
};
