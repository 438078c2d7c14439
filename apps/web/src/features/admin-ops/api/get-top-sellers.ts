import type { AdminTopSeller } from '@agentsy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getTopSellers = () => apiJson<AdminTopSeller[]>('GET', '/api/admin/top-sellers');

export const topSellersQueryKey = queryKeys.admin.part('top-sellers');

export const topSellersQueryOptions = () => queryOptions({ queryKey: topSellersQueryKey, queryFn: getTopSellers });

export const useTopSellers = () => useQuery(topSellersQueryOptions());
