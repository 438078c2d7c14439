import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

/**
 * A new picture shows at once wherever a person appears: the top bar and profile (current user),
 * the seller page (/api/users/:id), listing cards and detail (seller), the creators directory and
 * the top sellers.
 */
export const refreshAvatarEverywhere = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.currentUser }),
    queryClient.invalidateQueries({ queryKey: queryKeys.people.profiles }),
    queryClient.invalidateQueries({ queryKey: queryKeys.listings.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.sellers.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.sellers.top }),
  ]);
