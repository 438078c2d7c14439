import { limits } from '@agentsy/contracts/constants';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiJson, contract, contractList } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/listings query (docs/product.md#catalogue-and-search); undefined values are left out of the URL. */
export type ListingsParams = {
  featured?: boolean;
  limit?: number;
  offset?: number;
  sortBy?: string;
  platform?: string;
  useCase?: string;
  priceMin?: string;
  priceMax?: string;
  search?: string;
  sellerId?: string;
};

export const listingsUrl = (params: ListingsParams, path = '/api/listings') => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
};

export const getListings = (params: ListingsParams) =>
  apiJson('GET', listingsUrl(params), undefined, contractList('listingSchema'));

export const listingsQueryOptions = (params: ListingsParams) =>
  queryOptions({ queryKey: queryKeys.listings.list(params), queryFn: () => getListings(params) });

export const useListings = (params: ListingsParams) => useQuery(listingsQueryOptions(params));

const pageSize = limits.marketplacePageSize;

/** GET /api/listings/count: how many listings the marketplace's filters match (up to listingCountCap). */
export const getListingsCount = (params: Omit<ListingsParams, 'limit' | 'offset'>) =>
  apiJson('GET', listingsUrl(params, '/api/listings/count'), undefined, contract('listingsCountSchema'));

export const listingsCountQueryOptions = (params: Omit<ListingsParams, 'limit' | 'offset'>) =>
  queryOptions({ queryKey: queryKeys.listings.count(params), queryFn: () => getListingsCount(params) });

export const useListingsCount = (params: Omit<ListingsParams, 'limit' | 'offset'>) =>
  useQuery(listingsCountQueryOptions(params));

/**
 * Offset paging for the marketplace: one cache entry per filter set, pages appended. Another page
 * exists only while the last one came back full (docs/product.md#catalogue-and-search).
 */
export const marketplaceListingsQueryOptions = (params: Omit<ListingsParams, 'limit' | 'offset'>) =>
  infiniteQueryOptions({
    queryKey: queryKeys.listings.pages(params),
    queryFn: ({ pageParam }) => getListings({ ...params, limit: pageSize, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (lastPage, _pages, lastOffset) =>
      lastPage.length >= pageSize ? lastOffset + pageSize : undefined,
  });

export const useMarketplaceListings = (params: Omit<ListingsParams, 'limit' | 'offset'>) =>
  useInfiniteQuery(marketplaceListingsQueryOptions(params));
