import type { UploadTracker } from '@/lib/use-upload-progress';
import { Button } from './ui/button';

const megabyte = 1024 * 1024;

/** "820 KB", "4.2 MB": the sizes an upload screen talks in. */
export const formatBytes = (bytes: number) =>
  bytes < megabyte ? `${Math.round(bytes / 1024)} KB` : `${(bytes / megabyte).toFixed(1)} MB`;

/**
 * The upload in flight on a screen: percentage and bytes sent, and a Cancel button. Shows nothing
 * while no upload runs. `label` names the bar for screen readers ("Uploading demo video").
 */
export const UploadProgressBar = ({ upload, label }: { upload: UploadTracker; label: string }) => {
  const { progress } = upload;
  if (!progress) return null;
  const percent = progress.total > 0 ? Math.floor((progress.loaded / progress.total) * 100) : 0;
  const sent = progress.total > 0 ? `${formatBytes(progress.loaded)} of ${formatBytes(progress.total)}` : 'Starting';
  return (
    <div className="grid gap-1.5">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span>{label}</span>
        <span className="tabular-nums text-muted-foreground">
          {percent}% · {sent}
        </span>
      </div>
      <div className="flex items-center gap-3">
        <div
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}%, ${sent}`}
          className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
        >
          <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
        </div>
        <Button type="button" size="sm" variant="outline" aria-label="Cancel upload" onClick={upload.cancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
};
