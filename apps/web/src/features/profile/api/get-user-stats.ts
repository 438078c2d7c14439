import type { UserStats } from '@agentsy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export const getUserStats = () => apiJson<UserStats>('GET', '/api/users/stats');

export const userStatsQueryOptions = () => queryOptions({ queryKey: ['/api/users/stats'], queryFn: getUserStats });

export const useUserStats = () => useQuery(userStatsQueryOptions());
