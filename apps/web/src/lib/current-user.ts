import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract, getQueryFn } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Visitors get null, not an error. */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.currentUser,
    queryFn: getQueryFn({ on401: 'returnNull', response: contract('currentUserSchema') }),
    retry: false,
  });

export const useCurrentUser = () => {
  const { data, isLoading } = useQuery(currentUserQueryOptions());
  return { user: data ?? null, isLoading, isAuthenticated: !!data };
};
