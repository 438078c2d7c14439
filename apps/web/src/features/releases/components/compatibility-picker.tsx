import type { Compatibility } from '@agentsy/contracts';
import { useEffect, useRef, useState } from 'react';
import { CompatibilityFields, compatibilityOfDraft, emptyCompatibility } from './compatibility-fields';

/**
 * The compatibility fields of a new listing: the listing's own platform is the target, so only
 * models and runtime ranges are asked. `onChange` gets nothing until one of them is filled in.
 */
export const CompatibilityPicker = ({
  platform,
  onChange,
  error,
}: {
  platform: string;
  onChange: (value: Compatibility | undefined) => void;
  error?: string;
}) => {
  const [draft, setDraft] = useState(emptyCompatibility);
  const report = useRef(onChange);
  report.current = onChange;
  // The listing's platform is the target: a new one (or none) changes what is sent.
  useEffect(() => {
    const picked = draft.models.length > 0 || !!draft.python.trim() || !!draft.node.trim();
    report.current(platform && picked ? compatibilityOfDraft({ ...draft, platform }) : undefined);
  }, [draft, platform]);
  return <CompatibilityFields platform={platform} value={draft} onChange={setDraft} error={error} />;
};
