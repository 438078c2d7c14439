import type { OrderVersion } from '@agentsy/contracts';
import { useState } from 'react';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { VersionDiffView } from './version-diff';

/** Two pickers and what changed between them; starts from the previous version to the chosen one. */
export const CompareVersions = ({
  listingId,
  orderId,
  versions,
  to: initialTo,
}: {
  listingId: string;
  orderId: string;
  versions: readonly OrderVersion[];
  to: string;
}) => {
  const index = versions.findIndex((v) => v.version === initialTo);
  const [to, setTo] = useState(initialTo);
  const [from, setFrom] = useState(versions[index + 1]?.version ?? versions.at(-1)?.version ?? initialTo);
  const picker = (id: string, label: string, value: string, onChange: (v: string) => void) => (
    <div className="grid gap-1">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {versions.map((v) => (
          <option key={v.version} value={v.version}>
            {v.version}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
  return (
    <div className="grid gap-3">
      <div className="grid grid-cols-2 gap-3 sm:max-w-md">
        {picker(`compare-from-${orderId}`, 'From', from, setFrom)}
        {picker(`compare-to-${orderId}`, 'To', to, setTo)}
      </div>
      <VersionDiffView listingId={listingId} from={from} to={to} />
    </div>
  );
};
