import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { favoritesQueryKey } from './get-favorites';

export const removeFavorite = (listingId: string) =>
  apiJson('DELETE', `/api/favorites/${encodeURIComponent(listingId)}`, undefined, contract('favoriteStateSchema'));

export const useRemoveFavorite = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFavorite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: favoritesQueryKey }),
  });
};
