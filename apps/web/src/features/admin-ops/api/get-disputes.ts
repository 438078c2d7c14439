import type { AdminDispute } from '@agentsy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getDisputes = () => apiJson<AdminDispute[]>('GET', '/api/admin/disputes');

export const disputesQueryKey = queryKeys.admin.part('disputes');

export const disputesQueryOptions = () => queryOptions({ queryKey: disputesQueryKey, queryFn: getDisputes });

export const useDisputes = () => useQuery(disputesQueryOptions());
