import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contractList } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getTopSellers = () =>
  apiJson('GET', '/api/admin/top-sellers', undefined, contractList('adminTopSellerSchema'));

export const topSellersQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.topSellers, queryFn: getTopSellers });

export const useTopSellers = () => useQuery(topSellersQueryOptions());
