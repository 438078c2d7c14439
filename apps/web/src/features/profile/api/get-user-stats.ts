import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getUserStats = () => apiJson('GET', '/api/users/stats', undefined, contract('userStatsSchema'));

export const userStatsQueryOptions = () => queryOptions({ queryKey: queryKeys.userStats, queryFn: getUserStats });

export const useUserStats = () => useQuery(userStatsQueryOptions());
