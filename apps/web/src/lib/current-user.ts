import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract, getQueryFn } from '@/lib/api-client';

/**
 * The signed-in user, shared by every feature and the app shell (it is the session, not a feature
 * of its own), so features never need to import one another to know who is looking.
 */
export const currentUserQueryKey = ['/api/auth/user'] as const;

/** Visitors get null, not an error. */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: getQueryFn({ on401: 'returnNull', response: contract('currentUserSchema') }),
    retry: false,
  });

export const useCurrentUser = () => {
  const { data, isLoading } = useQuery(currentUserQueryOptions());
  return { user: data ?? null, isLoading, isAuthenticated: !!data };
};
