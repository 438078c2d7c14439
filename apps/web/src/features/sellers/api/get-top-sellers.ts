import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contractList } from '@/lib/api-client';

export const getTopSellers = (limit: number) =>
  apiJson('GET', `/api/analytics/top-sellers?limit=${limit}`, undefined, contractList('topSellerSchema'));

export const topSellersQueryOptions = (limit: number) =>
  queryOptions({ queryKey: ['/api/analytics/top-sellers', limit], queryFn: () => getTopSellers(limit) });

export const useTopSellers = (limit: number) => useQuery(topSellersQueryOptions(limit));
