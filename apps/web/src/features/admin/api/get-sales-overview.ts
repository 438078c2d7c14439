import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { adminQueryKeyRoot } from './admin-session';

export const salesOverviewQueryKey = [...adminQueryKeyRoot, '/api/admin/sales-overview'] as const;

export const getSalesOverview = () =>
  apiJson('GET', '/api/admin/sales-overview', undefined, contract('salesOverviewSchema'));

export const salesOverviewQueryOptions = () =>
  queryOptions({ queryKey: salesOverviewQueryKey, queryFn: getSalesOverview });

export const useSalesOverview = () => useQuery(salesOverviewQueryOptions());
