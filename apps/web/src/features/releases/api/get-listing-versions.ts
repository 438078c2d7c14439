import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';

/** Under the listing's own key, so refreshing a listing refreshes its versions too. */
export const listingVersionsQueryKey = (listingId: string) => ['/api/listings', listingId, 'versions'] as const;

export const getListingVersions = (listingId: string) =>
  apiJson(
    'GET',
    `/api/listings/${encodeURIComponent(listingId)}/versions`,
    undefined,
    contract('listingVersionListSchema'),
  );

/** Newest first; the seller and admins also get unpublished versions with their status. */
export const listingVersionsQueryOptions = (listingId: string) =>
  queryOptions({ queryKey: listingVersionsQueryKey(listingId), queryFn: () => getListingVersions(listingId) });

export const useListingVersions = (listingId: string, { enabled = true } = {}) =>
  useQuery({ ...listingVersionsQueryOptions(listingId), enabled });
