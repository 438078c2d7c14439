import type { ListingDetail } from '@agentsy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { listingQueryKey } from '@/lib/listing-query-keys';

export const getListing = (id: string) => apiJson<ListingDetail>('GET', `/api/listings/${encodeURIComponent(id)}`);

export const listingQueryOptions = (id: string) =>
  queryOptions({ queryKey: listingQueryKey(id), queryFn: () => getListing(id) });

export const useListing = (id: string) => useQuery(listingQueryOptions(id));
