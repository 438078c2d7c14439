import type { Model } from '@agentsy/contracts';
import { TriangleAlertIcon } from 'lucide-react';
import { useListingVersions } from '../api/get-listing-versions';
import { useModels } from '../api/get-models';

const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "Made for GPT-4o, retired on 13 Feb 2026. No update since." */
export const retirementText = (model: Model) => {
  const when = model.shutdownDate ? day.format(new Date(`${model.shutdownDate}T00:00:00Z`)) : undefined;
  if (model.status === 'retired')
    return `Made for ${model.name}, retired${when ? ` on ${when}` : ''}. No update since.`;
  return `Made for ${model.name}, deprecated${when ? `, to be retired on ${when}` : ''}. No update since.`;
};

/**
 * On the listing page: the current version targets a model its provider deprecated or retired,
 * so what a buyer gets may no longer run as it did.
 */
export const ModelRetirementNotice = ({
  listingId,
  currentVersion,
}: {
  listingId: string;
  currentVersion?: string;
}) => {
  const { data: versions } = useListingVersions(listingId, { enabled: !!currentVersion });
  const current = versions?.find((v) => v.version === currentVersion);
  const ids = current?.compatibility?.targets.flatMap((t) => t.models ?? []) ?? [];
  const { data: models } = useModels({ enabled: ids.length > 0 });
  const outdated = (models ?? []).filter((m) => ids.includes(m.id) && m.status !== 'active');
  if (outdated.length === 0) return null;
  return (
    <div
      role="status"
      className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <TriangleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="grid gap-1">
        {outdated.map((model) => (
          <p key={model.id}>{retirementText(model)}</p>
        ))}
      </div>
    </div>
  );
};
