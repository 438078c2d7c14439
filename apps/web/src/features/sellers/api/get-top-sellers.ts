import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contractList } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getTopSellers = (limit: number) =>
  apiJson('GET', `/api/analytics/top-sellers?limit=${limit}`, undefined, contractList('topSellerSchema'));

export const topSellersQueryOptions = (limit: number) =>
  queryOptions({ queryKey: queryKeys.sellers.topOf(limit), queryFn: () => getTopSellers(limit) });

export const useTopSellers = (limit: number) => useQuery(topSellersQueryOptions(limit));
