import type { WeeklyInviterEntry } from '@agentsy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export const getWeeklyInviters = () => apiJson<WeeklyInviterEntry[]>('GET', '/api/leaderboard/weekly-inviters');

export const weeklyInvitersQueryOptions = () =>
  queryOptions({ queryKey: ['/api/leaderboard/weekly-inviters'], queryFn: getWeeklyInviters });

export const useWeeklyInviters = () => useQuery(weeklyInvitersQueryOptions());
