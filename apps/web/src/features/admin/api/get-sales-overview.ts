import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getSalesOverview = () =>
  apiJson('GET', '/api/admin/sales-overview', undefined, contract('salesOverviewSchema'));

export const salesOverviewQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.salesOverview, queryFn: getSalesOverview });

export const useSalesOverview = () => useQuery(salesOverviewQueryOptions());
