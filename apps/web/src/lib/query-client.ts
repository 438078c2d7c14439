import { MutationCache, QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client';
import { onMutationFailure } from './mutation-failure';

/** docs/product.md#conventions: reads never go stale, no refetch on focus, no polling, no retries. */
export const createQueryClient = () =>
  new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, variables, _context, mutation) => onMutationFailure(error, variables, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
