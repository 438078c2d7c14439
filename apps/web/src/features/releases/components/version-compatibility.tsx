import { type Compatibility, type Model, platforms } from '@agentsy/contracts';
import { CheckCircle2Icon, XCircleIcon } from 'lucide-react';
import { formatDateAs } from '@/lib/format';

const nameOf = (id: string, models: Model[] | undefined) => models?.find((m) => m.id === id)?.name ?? id;

/**
 * What a version runs on. What the seller declares reads as a plain list; what was tested is a
 * separate line per test with its date and result, so a claim never looks like a test.
 */
export const VersionCompatibility = ({
  compatibility,
  models,
}: {
  compatibility: Compatibility;
  models: Model[] | undefined;
}) => (
  <div className="grid gap-1 text-sm">
    <ul className="grid gap-0.5 text-muted-foreground" data-testid="compatibility-declared">
      {compatibility.targets.map((target, i) => {
        const parts = [
          platforms[target.platform as keyof typeof platforms] ?? target.platform,
          target.platformVersions,
          (target.models ?? []).map((id) => nameOf(id, models)).join(', '),
          target.runtimes?.python && `Python ${target.runtimes.python}`,
          target.runtimes?.node && `Node ${target.runtimes.node}`,
        ].filter(Boolean);
        // biome-ignore lint/suspicious/noArrayIndexKey: targets have no id and never reorder in place.
        return <li key={i}>{`Declared: ${parts.join(' · ')}`}</li>;
      })}
    </ul>
    {(compatibility.tested ?? []).length > 0 && (
      <ul className="grid gap-0.5" data-testid="compatibility-tested">
        {compatibility.tested!.map((test) => (
          <li key={`${test.model}-${test.testedAt}`} className="inline-flex items-center gap-1">
            {test.result === 'pass' ? (
              <CheckCircle2Icon className="size-4 text-success-text" aria-hidden />
            ) : (
              <XCircleIcon className="size-4 text-red-700 dark:text-red-400" aria-hidden />
            )}
            {`${test.result === 'pass' ? 'Passed' : 'Failed'} on ${nameOf(test.model, models)}, tested on ${formatDateAs('date', test.testedAt, 'UTC')}`}
            {test.note && <span className="text-muted-foreground">{` · ${test.note}`}</span>}
          </li>
        ))}
      </ul>
    )}
  </div>
);
