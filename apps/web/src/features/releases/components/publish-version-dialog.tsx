import { UploadIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useListingVersions } from '../api/get-listing-versions';
import { PublishVersionForm } from './publish-version-form';
import { nextPatch } from './version-numbers';

/** "Publish a new version" and its dialog; the proposal counts every number taken, published or not. */
export const PublishVersionButton = ({ listingId, title }: { listingId: string; title: string }) => {
  const [open, setOpen] = useState(false);
  const versions = useListingVersions(listingId, { enabled: open });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button
        size="sm"
        variant="outline"
        onClick={() => setOpen(true)}
        aria-label={`Publish a new version of ${title}`}
      >
        <UploadIcon aria-hidden />
        {/* On a phone the seller's table shows its actions as icons only, so the row stays on screen. */}
        <span className="sr-only sm:not-sr-only">Publish a new version</span>
      </Button>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Publish a new version</DialogTitle>
          <DialogDescription>
            {title}: buyers get every version you publish, and a notice unless you publish silently.
          </DialogDescription>
        </DialogHeader>
        {versions.data ? (
          <PublishVersionForm
            listingId={listingId}
            proposed={nextPatch(versions.data.map((v) => v.version))}
            onDone={() => setOpen(false)}
          />
        ) : versions.isError ? (
          <p className="text-sm text-red-600">Could not load the versions of this listing.</p>
        ) : (
          <p className="text-sm text-muted-foreground">Loading versions...</p>
        )}
      </DialogContent>
    </Dialog>
  );
};
