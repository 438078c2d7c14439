import type { VersionDiff } from '@agentsy/contracts';
import { Badge } from '@/components/ui/badge';
import { serverMessageOr } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useVersionDiff } from '../api/get-version-diff';

const changeLabels = { added: 'Added', removed: 'Removed', changed: 'Changed', unchanged: 'Unchanged' } as const;

const lineClass = (line: string) =>
  line.startsWith('+++') || line.startsWith('---')
    ? 'text-muted-foreground'
    : line.startsWith('+')
      ? 'bg-green-50 text-green-800 dark:bg-green-950 dark:text-green-300'
      : line.startsWith('-')
        ? 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-300'
        : line.startsWith('@@')
          ? 'text-blue-700 dark:text-blue-300'
          : '';

/** A unified diff, one line per row, additions and removals marked by colour and by their sign. */
export const UnifiedPatch = ({ patch }: { patch: string }) => (
  <pre className="overflow-x-auto rounded-md border bg-slate-50 p-2 text-xs dark:bg-slate-900" data-testid="patch">
    {patch
      .replace(/\n$/, '')
      .split('\n')
      .map((line, i) => (
        // Lines of a patch have no identity of their own; their position is the key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div key={i} className={cn('whitespace-pre', lineClass(line))}>
          {line || ' '}
        </div>
      ))}
  </pre>
);

const DiffFiles = ({ diff }: { diff: VersionDiff }) => {
  const changed = diff.files.filter((f) => f.change !== 'unchanged');
  const unchanged = diff.files.length - changed.length;
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground" data-testid="diff-summary">
        {(['added', 'removed', 'changed'] as const)
          .map((change) => `${diff.files.filter((f) => f.change === change).length} ${change}`)
          .join(', ')}
        {unchanged > 0 && `, ${unchanged} unchanged`}
      </p>
      <ul className="grid gap-3">
        {changed.map((file) => (
          <li key={file.path} className="grid gap-1" data-testid="diff-file">
            <div className="flex items-center gap-2">
              <Badge
                variant={file.change === 'removed' ? 'destructive' : file.change === 'added' ? 'default' : 'secondary'}
              >
                {changeLabels[file.change]}
              </Badge>
              <span className="font-mono text-sm">{file.path}</span>
            </div>
            {file.patch && <UnifiedPatch patch={file.patch} />}
          </li>
        ))}
      </ul>
    </div>
  );
};

/** What changed between two versions of a listing: members added, removed and changed, with patches. */
export const VersionDiffView = ({ listingId, from, to }: { listingId: string; from: string; to: string }) => {
  const diff = useVersionDiff(listingId, from, to);
  if (from === to) return <p className="text-sm text-muted-foreground">Choose two different versions to compare.</p>;
  if (diff.isPending) return <p className="text-sm text-muted-foreground">Comparing...</p>;
  if (diff.isError)
    return <p className="text-sm text-red-600">{serverMessageOr(diff.error, 'Could not compare these versions.')}</p>;
  return <DiffFiles diff={diff.data} />;
};
