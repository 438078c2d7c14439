import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { favoritesQueryKey } from './get-favorites';

type FavoriteState = { listingId: string; favorited: boolean };

export const removeFavorite = (listingId: string) =>
  apiJson<FavoriteState>('DELETE', `/api/favorites/${encodeURIComponent(listingId)}`);

export const useRemoveFavorite = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFavorite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: favoritesQueryKey }),
  });
};
