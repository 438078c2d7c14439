import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { favoritesQueryKey } from './get-favorites';

type FavoriteState = { listingId: string; favorited: boolean };

export const addFavorite = (listingId: string) => apiJson<FavoriteState>('POST', '/api/favorites', { listingId });

/** Toasts are the caller's: the listing page and the cards word failures differently. */
export const useAddFavorite = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFavorite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: favoritesQueryKey }),
  });
};
