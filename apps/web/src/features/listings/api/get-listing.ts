import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getListing = (id: string) =>
  apiJson('GET', `/api/listings/${encodeURIComponent(id)}`, undefined, contract('listingDetailSchema'));

export const listingQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.listings.detail(id), queryFn: () => getListing(id) });

export const useListing = (id: string) => useQuery(listingQueryOptions(id));
