import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Puts each message of a refused request (`fields` of the error body, docs/architecture.md#errors)
 * on the form field it names, so the seller sees "Price cannot be more than $10,000.00" under the
 * price rather than in a toast. Returns true when at least one landed on a field.
 */
export const showServerFieldErrors = <T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean => {
  if (!(error instanceof ApiError)) return false;
  let shown = false;
  for (const name of fields) {
    const message = error.fields[name];
    if (!message) continue;
    setError(name, { type: 'server', message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
};

/** True when a refused request carries a message for one of `fields` (the form shows it, not a toast). */
export const hasFieldErrors = (error: unknown, fields: readonly string[]) =>
  error instanceof ApiError && fields.some((name) => !!error.fields[name]);
