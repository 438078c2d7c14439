import { UploadIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { useListingVersions } from '../api/get-listing-versions';
import { PublishVersionForm } from './publish-version-form';
import { nextPatch } from './version-numbers';

/** The version just uploaded, while its file is checked: the page passes in what shows the check. */
export type RenderCheck = (version: string, close: () => void) => ReactNode;

/**
 * "Publish a new version" and its dialog; the proposal counts every number taken, published or
 * not. Once stored, the dialog shows the file's check ("Checking your file…", then the outcome).
 */
export const PublishVersionButton = ({
  listingId,
  title,
  renderCheck,
}: {
  listingId: string;
  title: string;
  renderCheck?: RenderCheck;
}) => {
  const [open, setOpen] = useState(false);
  const [checking, setChecking] = useState<string>();
  const versions = useListingVersions(listingId, { enabled: open });
  const close = () => setOpen(false);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setChecking(undefined);
  };
  const stored = (version: string) => {
    if (renderCheck) return setChecking(version);
    toast({
      title: 'Version Uploaded',
      description: `Version ${version} is being checked; it goes live once it passes.`,
    });
    close();
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
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
        {checking && renderCheck ? (
          renderCheck(checking, () => onOpenChange(false))
        ) : versions.data ? (
          <PublishVersionForm
            listingId={listingId}
            proposed={nextPatch(versions.data.map((v) => v.version))}
            onDone={stored}
            onCancel={close}
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
