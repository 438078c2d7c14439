import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contractList } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getDisputes = () => apiJson('GET', '/api/admin/disputes', undefined, contractList('adminDisputeSchema'));

export const disputesQueryOptions = () => queryOptions({ queryKey: queryKeys.admin.disputes, queryFn: getDisputes });

export const useDisputes = () => useQuery(disputesQueryOptions());
