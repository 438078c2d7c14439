import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, contract, contractList } from '@/lib/api-client';
import { type FailureOption, failureOptionMeta } from '@/lib/mutation-failure';
import { queryKeys } from '@/lib/query-keys';

/** The panel fetches 50 listings and manages the first 5 (docs/product.md#admin). */
export const panelListingsLimit = 50;
export const panelFeaturedShown = 5;

const panelListingsParams = { limit: panelListingsLimit };

export const getPanelListings = () =>
  apiJson('GET', `/api/listings?limit=${panelListingsLimit}`, undefined, contractList('listingSchema'));

export const panelListingsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.listings.list(panelListingsParams), queryFn: getPanelListings });

export const usePanelListings = ({ enabled = true } = {}) => useQuery({ ...panelListingsQueryOptions(), enabled });

export const setFeatured = ({ id, featured }: { id: string; featured: boolean }) =>
  apiJson('PATCH', `/api/listings/${encodeURIComponent(id)}`, { featured }, contract('listingSchema'));

/** A featured change shows on the home page and Weekly Drops too: every listing read is refreshed. */
export const useSetFeatured = (options: FailureOption<{ id: string; featured: boolean }> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: failureOptionMeta(options),
    mutationFn: setFeatured,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.listings.all }),
  });
};
