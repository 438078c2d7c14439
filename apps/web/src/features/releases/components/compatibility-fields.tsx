import { type Compatibility, dialogPlatforms, platforms } from '@agentsy/contracts';
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useModels } from '../api/get-models';

export type CompatibilityDraft = { platform: string; models: string[]; python: string; node: string };
export const emptyCompatibility: CompatibilityDraft = { platform: '', models: [], python: '', node: '' };

/** The draft as the publish call sends it; no platform means no compatibility declared. */
export const compatibilityOfDraft = (draft: CompatibilityDraft): Compatibility | undefined => {
  if (!draft.platform) return undefined;
  const runtimes = {
    ...(draft.python.trim() ? { python: draft.python.trim() } : {}),
    ...(draft.node.trim() ? { node: draft.node.trim() } : {}),
  };
  return {
    targets: [
      {
        platform: draft.platform as Compatibility['targets'][number]['platform'],
        ...(draft.models.length ? { models: draft.models } : {}),
        ...(Object.keys(runtimes).length ? { runtimes } : {}),
      },
    ],
  };
};

/**
 * What the version runs on: a platform, the catalogue's models (active ones first; retired ones
 * cannot be picked) and runtime ranges. The server checks it all again (422 under the field).
 * The listing screens already ask for a platform, so they pass it as `platform` and no second
 * platform field is shown.
 */
export const CompatibilityFields = ({
  value,
  onChange,
  error,
  platform,
}: {
  value: CompatibilityDraft;
  onChange: (next: CompatibilityDraft) => void;
  error?: string;
  platform?: string;
}) => {
  // The create page can show its form and the quick upload dialog at once: ids stay unique.
  const id = useId();
  const chosen = platform ?? value.platform;
  const { data: models } = useModels({ enabled: !!chosen });
  const set = (patch: Partial<CompatibilityDraft>) => onChange({ ...value, ...patch });
  const toggle = (model: string, on: boolean) =>
    set({ models: on ? [...value.models, model] : value.models.filter((m) => m !== model) });
  return (
    <fieldset className="grid gap-3" aria-describedby={error ? `${id}-compatibility-error` : undefined}>
      <legend className="text-sm font-medium">Compatibility (optional)</legend>
      {platform === undefined && (
        <div className="grid gap-1">
          <Label htmlFor={`${id}-compat-platform`}>Platform</Label>
          <NativeSelect
            id={`${id}-compat-platform`}
            value={value.platform}
            onChange={(e) => set({ platform: e.target.value })}
          >
            <option value="">Not declared</option>
            {dialogPlatforms.map((slug) => (
              <option key={slug} value={slug}>
                {platforms[slug]}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      {platform === '' && (
        <p className="text-sm text-muted-foreground">Choose a platform to declare models and runtimes.</p>
      )}
      {chosen && (
        <>
          <div className="grid gap-1">
            <span className="text-sm font-medium">Models</span>
            <div className="grid max-h-40 gap-1 overflow-y-auto rounded-md border p-2 text-sm">
              {(models ?? [])
                .filter((m) => m.status !== 'retired')
                .map((m) => (
                  <label key={m.id} className="inline-flex items-center gap-2">
                    <input
                      type="checkbox"
                      checked={value.models.includes(m.id)}
                      onChange={(e) => toggle(m.id, e.target.checked)}
                    />
                    {`${m.provider} ${m.name}${m.status === 'deprecated' ? ' (deprecated)' : ''}`}
                  </label>
                ))}
            </div>
          </div>
          <div className="grid grid-cols-2 gap-2">
            <div className="grid gap-1">
              <Label htmlFor={`${id}-compat-python`}>Python version</Label>
              <Input
                id={`${id}-compat-python`}
                value={value.python}
                placeholder=">=3.10"
                onChange={(e) => set({ python: e.target.value })}
              />
            </div>
            <div className="grid gap-1">
              <Label htmlFor={`${id}-compat-node`}>Node version</Label>
              <Input
                id={`${id}-compat-node`}
                value={value.node}
                placeholder=">=20"
                onChange={(e) => set({ node: e.target.value })}
              />
            </div>
          </div>
        </>
      )}
      {error && (
        <p id={`${id}-compatibility-error`} className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
};
