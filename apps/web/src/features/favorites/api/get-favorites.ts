import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contractList } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { queryKeys } from '@/lib/query-keys';

export const getFavorites = () => apiJson('GET', '/api/favorites', undefined, contractList('favoriteSchema'));

export const favoritesQueryOptions = () => queryOptions({ queryKey: queryKeys.favorites, queryFn: getFavorites });

/** Read once per session and only when signed in: a visitor has no favourites to ask for. */
export const useFavorites = () => {
  const { user } = useCurrentUser();
  return useQuery({ ...favoritesQueryOptions(), enabled: !!user });
};

/** Ids of the saved listings, so every card can show its real saved state. */
export const useFavoriteIds = () => {
  const { data } = useFavorites();
  return new Set(data?.map((f) => f.listing.id));
};
