import type { SalesOverview } from '@agentsy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { adminQueryKeyRoot } from './admin-session';

export const salesOverviewQueryKey = [...adminQueryKeyRoot, '/api/admin/sales-overview'] as const;

export const getSalesOverview = () => apiJson<SalesOverview>('GET', '/api/admin/sales-overview');

export const salesOverviewQueryOptions = () =>
  queryOptions({ queryKey: salesOverviewQueryKey, queryFn: getSalesOverview });

export const useSalesOverview = () => useQuery(salesOverviewQueryOptions());
