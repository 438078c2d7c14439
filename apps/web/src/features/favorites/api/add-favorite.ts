import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { favoritesQueryKey } from './get-favorites';

export const addFavorite = (listingId: string) =>
  apiJson('POST', '/api/favorites', { listingId }, contract('favoriteStateSchema'));

/** Toasts are the caller's: the listing page and the cards word failures differently. */
export const useAddFavorite = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFavorite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: favoritesQueryKey }),
  });
};
