import type { AdminDispute } from '@agentsy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export const getDisputes = () => apiJson<AdminDispute[]>('GET', '/api/admin/disputes');

export const disputesQueryKey = ['/api/admin/disputes'] as const;

export const disputesQueryOptions = () => queryOptions({ queryKey: disputesQueryKey, queryFn: getDisputes });

export const useDisputes = () => useQuery(disputesQueryOptions());
