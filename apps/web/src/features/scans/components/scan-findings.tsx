import type { ScanFinding } from '@agentsy/contracts';
import { Badge } from '@/components/ui/badge';

/** What a seller can do about a finding, by its rule family. */
export const whatToDo = (ruleId: string): string => {
  const family = ruleId.split('.')[0];
  switch (family) {
    case 'archive':
      return 'Rebuild the archive with plain relative paths, no links, and within the size limits.';
    case 'file':
      return 'Remove executables, give files plain names, and make each file’s content match its extension.';
    case 'secret':
      return 'Remove the key from the file, revoke it with its provider, and use a placeholder such as YOUR_API_KEY.';
    case 'malware':
    case 'suspicious':
      return 'Remove the command; if buyers need it, describe it in the README for them to run themselves.';
    case 'injection':
      return 'Remove hidden characters and instructions that override earlier ones; if they are intended, appeal and say why.';
    default:
      return 'Fix the file and publish a new version, or appeal if this is a mistake.';
  }
};

const where = (f: ScanFinding) => (f.line === null ? f.file : `${f.file}, line ${f.line}`);

/** Every finding with its file, line, evidence (never a whole secret) and what to do. */
export const ScanFindings = ({ findings }: { findings: ScanFinding[] }) =>
  findings.length === 0 ? null : (
    <ul className="grid gap-2" aria-label="Findings">
      {findings.map((f) => (
        <li
          key={`${f.ruleId}|${f.file}|${f.line}|${f.message}|${f.evidence}`}
          className="grid gap-1 rounded-md border border-slate-200 p-3 text-sm dark:border-slate-800"
          data-testid="scan-finding"
        >
          <div className="flex flex-wrap items-center gap-2">
            <Badge
              variant={f.severity === 'critical' ? 'destructive' : f.severity === 'warn' ? 'secondary' : 'outline'}
            >
              {f.severity}
            </Badge>
            <span className="font-mono text-xs">{f.ruleId}</span>
            <span className="font-mono text-xs text-muted-foreground">{where(f)}</span>
          </div>
          <p>{f.message}</p>
          {f.evidence && <p className="font-mono text-xs text-muted-foreground">Found: {f.evidence}</p>}
          <p className="text-muted-foreground">What to do: {whatToDo(f.ruleId)}</p>
        </li>
      ))}
    </ul>
  );
