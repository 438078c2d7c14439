import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { type FailureOption, failureOptionMeta } from '@/lib/mutation-failure';
import { queryKeys } from '@/lib/query-keys';

export const removeFavorite = (listingId: string) =>
  apiJson('DELETE', `/api/favorites/${encodeURIComponent(listingId)}`, undefined, contract('favoriteStateSchema'));

export const useRemoveFavorite = (options: FailureOption<string> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: failureOptionMeta(options),
    mutationFn: removeFavorite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.favorites }),
  });
};
