import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { type FailureOption, failureOptionMeta } from '@/lib/mutation-failure';
import { queryKeys } from '@/lib/query-keys';

export const addFavorite = (listingId: string) =>
  apiJson('POST', '/api/favorites', { listingId }, contract('favoriteStateSchema'));

/** Toasts are the caller's: the listing page and the cards word failures differently. */
export const useAddFavorite = (options: FailureOption<string> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: failureOptionMeta(options),
    mutationFn: addFavorite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.favorites }),
  });
};
