import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/listings/:id for the edit dialog: the dashboard rows carry no description or tags.
 * It shares the listing page's cache entry, so an edit refreshes both.
 */
export const getListingToEdit = (id: string) =>
  apiJson('GET', `/api/listings/${encodeURIComponent(id)}`, undefined, contract('listingDetailSchema'));

export const listingToEditQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.listings.detail(id), queryFn: () => getListingToEdit(id) });

export const useListingToEdit = (id: string, { enabled }: { enabled: boolean }) =>
  useQuery({ ...listingToEditQueryOptions(id), enabled });
