import { type Model, type ModelStatus, modelStatuses } from '@agentsy/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { serverMessageOr } from '@/lib/api-client';
import { useAddModel, useCatalogue, useUpdateModel } from '../api/models';

const failed = (title: string) => (error: unknown) => ({
  title,
  description: serverMessageOr(error, 'Please try again.'),
});

/** One model: its status and shutdown day change together, saved with the audit log. */
const ModelRow = ({ model }: { model: Model }) => {
  const update = useUpdateModel({ failureToast: failed('Model Not Saved') });
  const [status, setStatus] = useState<ModelStatus>(model.status);
  const [shutdownDate, setShutdownDate] = useState(model.shutdownDate ?? '');
  const changed = status !== model.status || shutdownDate !== (model.shutdownDate ?? '');
  const save = () =>
    update.mutate(
      { id: model.id, patch: { status, shutdownDate: shutdownDate || null } },
      { onSuccess: () => toast({ title: `${model.name} saved` }) },
    );
  return (
    <tr className="border-t" data-testid="model-row">
      <td className="py-2 pr-2">
        <div className="font-medium">{model.name}</div>
        <div className="text-xs text-muted-foreground">{`${model.provider} · ${model.id}`}</div>
      </td>
      <td className="py-2 pr-2">
        <NativeSelect
          aria-label={`Status of ${model.name}`}
          value={status}
          onChange={(e) => setStatus(e.target.value as ModelStatus)}
        >
          {modelStatuses.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </NativeSelect>
      </td>
      <td className="py-2 pr-2">
        <Input
          type="date"
          aria-label={`Shutdown date of ${model.name}`}
          value={shutdownDate}
          onChange={(e) => setShutdownDate(e.target.value)}
        />
      </td>
      <td className="py-2">
        <Button size="sm" disabled={!changed || update.isPending} onClick={save}>
          Save
        </Button>
      </td>
    </tr>
  );
};

const emptyModel = { id: '', provider: '', name: '' };

/** The model catalogue that versions' compatibility names: add a model, or change one's status. */
export const ModelsTab = () => {
  const { data: models, isPending, isError } = useCatalogue();
  const add = useAddModel({ failureToast: failed('Model Not Added') });
  const [draft, setDraft] = useState(emptyModel);
  const onAdd = (event: React.FormEvent) => {
    event.preventDefault();
    add.mutate(
      { ...draft, status: 'active', shutdownDate: null, replacement: null },
      { onSuccess: () => setDraft(emptyModel) },
    );
  };
  if (isPending) return <Skeleton className="h-40 w-full" />;
  if (isError) return <p className="text-sm text-red-600">Could not load the model catalogue.</p>;
  return (
    <div className="grid gap-6">
      <table className="w-full text-left text-sm">
        <thead>
          <tr>
            <th className="pb-2">Model</th>
            <th className="pb-2">Status</th>
            <th className="pb-2">Shutdown date</th>
            <th className="pb-2">
              <span className="sr-only">Save</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {models.map((m) => (
            <ModelRow key={`${m.id}-${m.status}-${m.shutdownDate}`} model={m} />
          ))}
        </tbody>
      </table>
      <form onSubmit={onAdd} className="grid gap-3 sm:grid-cols-4 sm:items-end" aria-label="Add a model">
        {(['id', 'provider', 'name'] as const).map((field) => (
          <div key={field} className="grid gap-1">
            <Label htmlFor={`model-${field}`}>{{ id: 'Id', provider: 'Provider', name: 'Name' }[field]}</Label>
            <Input
              id={`model-${field}`}
              value={draft[field]}
              onChange={(e) => setDraft((d) => ({ ...d, [field]: e.target.value }))}
            />
          </div>
        ))}
        <Button type="submit" disabled={add.isPending}>
          Add Model
        </Button>
      </form>
    </div>
  );
};
