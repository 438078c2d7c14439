import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';

/** Label, control and error message wired together for screen readers. */
export const FormField = ({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) => (
  // content-start: beside a taller field (one showing its error), label and control stay at the
  // top instead of stretching apart, so side-by-side fields keep their controls in line.
  <div className="grid content-start gap-2">
    <Label htmlFor={id}>{label}</Label>
    {children}
    {error && (
      <p id={`${id}-error`} className="text-sm text-red-600 dark:text-red-400">
        {error}
      </p>
    )}
  </div>
);

/** Props for the control inside a FormField. */
export const fieldA11y = (id: string, error?: string) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
});
