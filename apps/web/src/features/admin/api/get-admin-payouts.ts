import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contractList } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getAdminPayouts = () => apiJson('GET', '/api/admin/payouts', undefined, contractList('payoutSchema'));

export const adminPayoutsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.payouts, queryFn: getAdminPayouts });

export const useAdminPayouts = () => useQuery(adminPayoutsQueryOptions());
