import type { Compatibility } from '@agentsy/contracts';
import { type ReactNode, useState } from 'react';
import { ApiError } from '@/lib/api-client';

/**
 * The compatibility fields belong to the releases feature, so the page passes them in: they get
 * the listing's platform, report what the seller declared and show the server's refusal.
 */
export type RenderCompatibility = (slot: {
  platform: string;
  onChange: (value: Compatibility | undefined) => void;
  error?: string;
}) => ReactNode;

/** The declared compatibility of a new listing, sent as JSON text only when something was picked. */
export const useCompatibility = (render: RenderCompatibility | undefined) => {
  const [value, setValue] = useState<Compatibility>();
  return {
    appendTo: (form: FormData) => {
      if (value) form.append('compatibility', JSON.stringify(value));
    },
    reset: () => setValue(undefined),
    render: (platform: string, failure: unknown) =>
      render?.({
        platform,
        onChange: setValue,
        error: failure instanceof ApiError ? failure.fields.compatibility : undefined,
      }),
  };
};
