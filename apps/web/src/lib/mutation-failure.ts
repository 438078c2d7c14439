import { toast } from '@/components/ui/use-toast';
import { isUnauthorizedError, isUploadCancelled } from './api-client';
import { redirectToLogin } from './unauthorized';

/** The words of a failure toast; the variant is always destructive. */
export type ToastText = { title: string; description?: string };

/**
 * What a mutation shows when it fails: fixed words, or words chosen from the error and the
 * variables (undefined = no toast, e.g. when the messages went onto the form's fields).
 */
export type FailureToast<TVariables = unknown> =
  | ToastText
  | ((error: unknown, variables: TVariables) => ToastText | undefined);

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { failureToast?: FailureToast };
  }
}

/** A mutation's `meta`: naming its failure toast opts it into the one 401 and failure path. */
export const failureMeta = <TVariables>(failureToast: FailureToast<TVariables>) => ({
  failureToast: failureToast as FailureToast,
});

/**
 * The one failure path (docs/architecture.md#mutation-failures): a 401 sends the user to sign in
 * (docs/product.md#conventions), any other failure shows the named toast. The MutationCache calls
 * it for every mutation that names a toast; a screen calls it for a failure outside a mutation.
 */
export const showFailure = <TVariables>(
  error: unknown,
  failureToast: FailureToast<TVariables>,
  variables?: TVariables,
) => {
  if (isUnauthorizedError(error)) {
    redirectToLogin();
    return;
  }
  // The person cancelled it themself; the cancel says so.
  if (isUploadCancelled(error)) return;
  const text = typeof failureToast === 'function' ? failureToast(error, variables as TVariables) : failureToast;
  if (text) toast({ ...text, variant: 'destructive' });
};

/** Mutations without a failure toast (sign-in, where a 401 means a wrong password) are left alone. */
export const onMutationFailure = (
  error: unknown,
  variables: unknown,
  meta: { failureToast?: FailureToast } | undefined,
) => {
  if (meta?.failureToast) showFailure(error, meta.failureToast, variables);
};

/** The option of a mutation hook whose callers word its failure themselves. */
export type FailureOption<TVariables> = { failureToast?: FailureToast<TVariables> };

/** `meta` from that option: no toast named, no meta (and the mutation handles its own errors). */
export const failureOptionMeta = <TVariables>({ failureToast }: FailureOption<TVariables>) =>
  failureToast ? failureMeta(failureToast) : undefined;
