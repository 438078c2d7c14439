import type { Payout } from '@agentsy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { adminQueryKeyRoot } from './admin-session';

export const adminPayoutsQueryKey = [...adminQueryKeyRoot, '/api/admin/payouts'] as const;

export const getAdminPayouts = () => apiJson<Payout[]>('GET', '/api/admin/payouts');

export const adminPayoutsQueryOptions = () =>
  queryOptions({ queryKey: adminPayoutsQueryKey, queryFn: getAdminPayouts });

export const useAdminPayouts = () => useQuery(adminPayoutsQueryOptions());
