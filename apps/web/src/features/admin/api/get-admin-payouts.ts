import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contractList } from '@/lib/api-client';
import { adminQueryKeyRoot } from './admin-session';

export const adminPayoutsQueryKey = [...adminQueryKeyRoot, '/api/admin/payouts'] as const;

export const getAdminPayouts = () => apiJson('GET', '/api/admin/payouts', undefined, contractList('payoutSchema'));

export const adminPayoutsQueryOptions = () =>
  queryOptions({ queryKey: adminPayoutsQueryKey, queryFn: getAdminPayouts });

export const useAdminPayouts = () => useQuery(adminPayoutsQueryOptions());
