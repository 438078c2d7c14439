import { type AdminScanItem, scanLimits, scanMessages } from '@agentsy/contracts';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { serverMessageOr } from '@/lib/api-client';
import { useDecideScan } from '../api/decide-scan';
import { type ScanQueueFilter, useAdminScans } from '../api/get-admin-scans';
import { ScanFindings } from './scan-findings';

/** "3 h", "2 d": how long a version has waited. */
export const ageText = (seconds: number) =>
  seconds < 3600
    ? `${Math.max(1, Math.round(seconds / 60))} min`
    : seconds < 86_400
      ? `${Math.round(seconds / 3600)} h`
      : `${Math.round(seconds / 86_400)} d`;

const QueueItem = ({ item }: { item: AdminScanItem }) => {
  const decide = useDecideScan({ failureToast: () => undefined });
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const id = `decision-${item.versionId}`;
  const send = (decision: 'clear' | 'block') => {
    if (!note.trim()) return setError(scanMessages.decisionNoteRequired);
    decide.mutate(
      { versionId: item.versionId, decision, note: note.trim(), sha256: item.sha256, scanId: item.scanId },
      {
        onSuccess: () =>
          toast({
            title: decision === 'clear' ? 'Version Cleared' : 'Version Blocked',
            description: `${item.listingTitle} ${item.version}`,
          }),
        onError: (caught) => setError(serverMessageOr(caught, 'Could not record the decision.')),
      },
    );
  };
  return (
    <li className="grid gap-3 py-4" data-testid="scan-queue-item">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{item.listingTitle}</span>
        <span className="font-mono text-sm">{item.version}</span>
        <Badge variant={item.status === 'blocked' ? 'destructive' : 'secondary'}>{item.status}</Badge>
        {item.published && <Badge variant="outline">published</Badge>}
        <span className="text-sm text-muted-foreground">waiting {ageText(item.ageSeconds)}</span>
      </div>
      <p className="truncate font-mono text-xs text-muted-foreground" title={item.sha256}>
        {item.fileName} · sha256 {item.sha256}
      </p>
      <ScanFindings findings={item.findings} />
      {item.status === 'error' && item.findings.length === 0 && (
        <p className="text-sm text-muted-foreground">The scanner failed on this file after every retry.</p>
      )}
      {item.appeal && (
        <blockquote className="border-l-2 pl-3 text-sm">
          <span className="font-medium">Seller’s appeal:</span> {item.appeal.note}
        </blockquote>
      )}
      <div className="grid gap-2">
        <Label htmlFor={id}>Note</Label>
        <Textarea
          id={id}
          rows={2}
          value={note}
          maxLength={scanLimits.decisionNoteMax}
          onChange={(e) => setNote(e.target.value)}
          placeholder="Why: the seller reads it, and it goes to the audit log."
        />
        {error && <p className="text-sm text-red-600">{error}</p>}
        <div className="flex gap-2">
          <Button size="sm" onClick={() => send('clear')} disabled={decide.isPending}>
            Clear
          </Button>
          <Button size="sm" variant="destructive" onClick={() => send('block')} disabled={decide.isPending}>
            Block
          </Button>
        </div>
      </div>
    </li>
  );
};

/** The admin dashboard's Scans tab: flagged, blocked and failed checks, oldest first. */
export const ScansTab = () => {
  const [filter, setFilter] = useState<ScanQueueFilter>('all');
  const query = useAdminScans(filter);
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>Scans</CardTitle>
        <NativeSelect
          aria-label="Show"
          value={filter}
          onChange={(e) => setFilter(e.target.value as ScanQueueFilter)}
          className="w-40"
        >
          <option value="all">All waiting</option>
          <option value="flagged">Flagged</option>
          <option value="blocked">Blocked</option>
          <option value="error">Check failed</option>
        </NativeSelect>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <p className="text-sm text-muted-foreground">Loading the queue…</p>
        ) : query.isError ? (
          <p className="text-sm text-red-600">{serverMessageOr(query.error, 'Could not load the queue.')}</p>
        ) : query.data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing waits for a decision.</p>
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {query.data.items.map((item) => (
              <QueueItem key={item.scanId} item={item} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
};
