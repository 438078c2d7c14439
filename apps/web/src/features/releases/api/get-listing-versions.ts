import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Under the listing's own key, so refreshing a listing refreshes its versions too. */

export const getListingVersions = (listingId: string) =>
  apiJson(
    'GET',
    `/api/listings/${encodeURIComponent(listingId)}/versions`,
    undefined,
    contract('listingVersionListSchema'),
  );

/** Newest first; the seller and admins also get unpublished versions with their status. */
export const listingVersionsQueryOptions = (listingId: string) =>
  queryOptions({ queryKey: queryKeys.releases.ofListing(listingId), queryFn: () => getListingVersions(listingId) });

export const useListingVersions = (listingId: string, { enabled = true } = {}) =>
  useQuery({ ...listingVersionsQueryOptions(listingId), enabled });
