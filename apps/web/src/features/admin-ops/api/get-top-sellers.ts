import type { AdminTopSeller } from '@agentsy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export const getTopSellers = () => apiJson<AdminTopSeller[]>('GET', '/api/admin/top-sellers');

export const topSellersQueryKey = ['/api/admin/top-sellers'] as const;

export const topSellersQueryOptions = () => queryOptions({ queryKey: topSellersQueryKey, queryFn: getTopSellers });

export const useTopSellers = () => useQuery(topSellersQueryOptions());
