import type { QueryClient } from '@tanstack/react-query';

/**
 * Refreshes every read whose path starts with `prefix` ("/api/orders" covers "/api/orders" and
 * "/api/orders/buyer/:id"), so one feature can refresh what another shows without importing it.
 */
export const invalidatePath = (queryClient: QueryClient, prefix: string) =>
  queryClient.invalidateQueries({
    predicate: ({ queryKey }) => typeof queryKey[0] === 'string' && queryKey[0].startsWith(prefix),
  });
