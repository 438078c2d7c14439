import { scanLimits, scanMessages } from '@agentsy/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { serverMessageOr } from '@/lib/api-client';
import { useElapsed } from '@/lib/use-elapsed';
import { type appealScan, useAppealScan } from '../api/appeal-scan';
import { useVersionScan } from '../api/get-version-scan';
import { useRescanVersion } from '../api/rescan-version';
import { ScanFindings } from './scan-findings';

const AppealForm = ({ listingId, version }: { listingId: string; version: string }) => {
  const appeal = useAppealScan({ failureToast: () => undefined });
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const id = `appeal-${listingId}-${version}`;
  const send = (event: React.FormEvent) => {
    event.preventDefault();
    if (!note.trim()) return setError(scanMessages.appealNoteRequired);
    const input: Parameters<typeof appealScan>[0] = { listingId, version, note: note.trim() };
    appeal.mutate(input, {
      onSuccess: () => toast({ title: 'Appeal Sent', description: 'An admin will look at this version.' }),
      onError: (caught) => setError(serverMessageOr(caught, 'Could not send the appeal.')),
    });
  };
  return (
    <form onSubmit={send} noValidate className="grid gap-2">
      <Label htmlFor={id}>Appeal</Label>
      <Textarea
        id={id}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        maxLength={scanLimits.appealNoteMax}
        rows={3}
        placeholder="Why is this file safe? An admin reads this with the findings."
        aria-invalid={error ? true : undefined}
      />
      {error && <p className="text-sm text-red-600">{error}</p>}
      <Button type="submit" size="sm" variant="outline" disabled={appeal.isPending} className="justify-self-start">
        Send appeal
      </Button>
    </form>
  );
};

/**
 * One version's check on the seller dashboard: its state (a pending one with the time it has been
 * checking), every finding with what to do, a rescan, and the appeal of a blocked or flagged one.
 */
export const VersionScanPanel = ({
  listingId,
  version,
  since,
}: {
  listingId: string;
  version: string;
  since: string;
}) => {
  const scan = useVersionScan(listingId, version);
  const rescan = useRescanVersion({ failureToast: () => undefined });
  const [rescanError, setRescanError] = useState<string>();
  const data = scan.data && 'rescansLeft' in scan.data ? scan.data : undefined;
  const pending = data?.status === 'pending';
  const elapsed = useElapsed(since, pending);
  if (!data) return null;
  const canAppeal = (data.status === 'blocked' || data.status === 'flagged') && !data.appeal;
  return (
    <div className="grid gap-2" data-testid="version-scan">
      {pending ? (
        <p role="status" className="text-sm text-muted-foreground">
          Checking your file… ({elapsed} s)
        </p>
      ) : (
        data.finishedAt && (
          <p className="text-sm text-muted-foreground">
            {data.findings.length === 0 ? 'Checked: no issues found.' : `Checked: ${data.findings.length} found.`}
          </p>
        )
      )}
      {!pending && <ScanFindings findings={data.findings} />}
      {data.appeal && <p className="text-sm">Your appeal: {data.appeal.note}</p>}
      {data.decision && (
        <p className="text-sm">
          Admin {data.decision.decision === 'clear' ? 'cleared' : 'blocked'} it: {data.decision.note}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={pending || rescan.isPending || data.rescansLeft === 0}
          onClick={() =>
            rescan.mutate(
              { listingId, version },
              { onError: (caught) => setRescanError(serverMessageOr(caught, 'Could not check it again.')) },
            )
          }
        >
          Rescan
        </Button>
        <span className="text-xs text-muted-foreground">{data.rescansLeft} left today</span>
      </div>
      {rescanError && <p className="text-sm text-red-600">{rescanError}</p>}
      {canAppeal && <AppealForm listingId={listingId} version={version} />}
    </div>
  );
};
