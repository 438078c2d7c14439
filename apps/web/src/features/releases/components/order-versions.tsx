import type { OrderVersion } from '@agentsy/contracts';
import { DownloadIcon, GitCompareIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { LocalDate } from '@/components/local-date';
import { Markdown } from '@/components/markdown';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { serverMessageOr } from '@/lib/api-client';
import { useOrderVersions } from '../api/get-order-versions';
import { CompareVersions } from './compare-versions';
import { MuteNoticesButton } from './mute-notices-button';
import { currentOf, updateOf } from './order-update';

type OrderRef = { id: string; listingId: string; createdAt: string; listing: { title: string } };

const sizeOf = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const ChosenVersion = ({ version }: { version: OrderVersion }) => (
  <div className="grid gap-2" data-testid="chosen-version">
    <p className="text-xs text-muted-foreground">
      Published <LocalDate iso={version.publishedAt} /> · {sizeOf(version.fileSize)}
    </p>
    {version.changelog ? (
      <Markdown text={version.changelog} />
    ) : (
      <p className="text-sm text-muted-foreground">First release.</p>
    )}
    <p className="break-all font-mono text-xs text-muted-foreground">
      sha256 <span data-testid="version-sha256">{version.sha256}</span>
    </p>
    {version.downloadUrl ? (
      <Button asChild size="sm" className="justify-self-start">
        <a href={version.downloadUrl} download>
          <DownloadIcon aria-hidden />
          Download {version.version}
        </a>
      </Button>
    ) : (
      <p className="text-sm text-red-700 dark:text-red-400">This version was withdrawn by its seller.</p>
    )}
  </div>
);

/**
 * An order's versions: the update on offer, a picker with each changelog and download, and a
 * diff. `focused` (the agent a notice led to) brings it into view once its versions are in.
 */
export const OrderVersions = ({ order, focused = false }: { order: OrderRef; focused?: boolean }) => {
  const { data, isPending, isError, error } = useOrderVersions(order.id);
  const [chosen, setChosen] = useState<string>();
  const [comparing, setComparing] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const loaded = !!data;
  useEffect(() => {
    if (focused && loaded) box.current?.scrollIntoView({ block: 'center' });
  }, [focused, loaded]);
  if (isPending) return null;
  if (isError)
    return (
      <p className="text-sm text-red-600">{serverMessageOr(error, 'Could not load the versions of this agent.')}</p>
    );
  const { versions } = data;
  if (versions.length === 0) return null;
  const current = currentOf(versions);
  const update = updateOf(versions, { lastDownloadedVersion: data.lastDownloadedVersion, orderedAt: order.createdAt });
  const selected = versions.find((v) => v.version === chosen) ?? current ?? versions[0];
  if (!selected) return null;
  const pickerId = `order-version-${order.id}`;
  return (
    <div ref={box} className="grid gap-3 border-t border-slate-200 pt-3 dark:border-slate-800">
      <div className="flex flex-wrap items-center gap-2">
        {update && (
          <Button size="sm" data-testid="update-available" onClick={() => setChosen(update.version)}>
            Update available: {update.version}
          </Button>
        )}
        <MuteNoticesButton
          orderId={order.id}
          listingId={order.listingId}
          title={order.listing.title}
          enabled={data.updateNoticesEnabled}
        />
      </div>
      <div className="grid gap-1 sm:max-w-xs">
        <Label htmlFor={pickerId}>Version</Label>
        <NativeSelect id={pickerId} value={selected.version} onChange={(e) => setChosen(e.target.value)}>
          {versions.map((v) => (
            <option key={v.version} value={v.version}>
              {v.version}
              {v === current ? ' (current)' : v.revoked ? ' (withdrawn)' : ''}
            </option>
          ))}
        </NativeSelect>
      </div>
      <ChosenVersion version={selected} />
      {versions.length > 1 && (
        <div className="grid gap-3">
          <Button size="sm" variant="outline" className="justify-self-start" onClick={() => setComparing((c) => !c)}>
            <GitCompareIcon aria-hidden />
            {comparing ? 'Hide changes' : 'Compare versions'}
          </Button>
          {comparing && (
            <CompareVersions listingId={order.listingId} orderId={order.id} versions={versions} to={selected.version} />
          )}
        </div>
      )}
    </div>
  );
};
