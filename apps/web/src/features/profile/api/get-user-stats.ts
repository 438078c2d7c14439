import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';

export const getUserStats = () => apiJson('GET', '/api/users/stats', undefined, contract('userStatsSchema'));

export const userStatsQueryOptions = () => queryOptions({ queryKey: ['/api/users/stats'], queryFn: getUserStats });

export const useUserStats = () => useQuery(userStatsQueryOptions());
