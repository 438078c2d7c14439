import { releaseLimits, releaseMessages } from '@agentsy/contracts';
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { serverMessageOr } from '@/lib/api-client';
import { useRevokeVersion } from '../api/revoke-version';

/** Withdrawing a version cannot be undone, so it asks why and confirms first. */
export const RevokeVersionButton = ({ listingId, version }: { listingId: string; version: string }) => {
  // A 401 goes to sign-in through the one failure path; any other refusal stays inline in the dialog.
  const revoke = useRevokeVersion({ failureToast: () => undefined });
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();

  const confirm = () => {
    if (!reason.trim()) {
      setError(releaseMessages.reasonRequired);
      return;
    }
    revoke.mutate(
      { listingId, version, reason: reason.trim() },
      {
        onSuccess: () => {
          toast({ title: 'Version Revoked', description: `Version ${version} can no longer be downloaded.` });
          setOpen(false);
        },
        onError: (caught) => setError(serverMessageOr(caught, 'Could not revoke this version.')),
      },
    );
  };

  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)} aria-label={`Revoke version ${version}`}>
        Revoke
      </Button>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Revoke version {version}?</AlertDialogTitle>
          <AlertDialogDescription>
            Its downloads stop at once and buyers see your reason. The number can never be used again.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <div className="grid gap-2">
          <Label htmlFor="revoke-reason">Reason</Label>
          <Textarea
            id="revoke-reason"
            value={reason}
            maxLength={releaseLimits.revokeReasonMax}
            onChange={(e) => setReason(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'revoke-reason-error' : undefined}
          />
          {error && (
            <p id="revoke-reason-error" className="text-sm text-red-600 dark:text-red-400">
              {error}
            </p>
          )}
        </div>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={revoke.isPending}>Cancel</AlertDialogCancel>
          {/* A plain button: the dialog stays open on a refusal, to show why. */}
          <Button variant="destructive" onClick={confirm} disabled={revoke.isPending}>
            {revoke.isPending ? 'Revoking...' : 'Revoke Version'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
};
