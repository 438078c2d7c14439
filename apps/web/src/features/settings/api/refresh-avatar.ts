import type { QueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from '@/features/auth/api/get-current-user';
import { invalidatePath } from '@/lib/invalidate';

/**
 * A new picture shows at once wherever a person appears: the top bar and profile (current user),
 * the seller page (/api/users/:id), listing cards and detail (seller), the creators directory and
 * the top sellers.
 */
export const refreshAvatarEverywhere = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
    queryClient.invalidateQueries({ queryKey: ['/api/users'] }),
    invalidatePath(queryClient, '/api/listings'),
    invalidatePath(queryClient, '/api/sellers'),
    invalidatePath(queryClient, '/api/analytics/top-sellers'),
  ]);
