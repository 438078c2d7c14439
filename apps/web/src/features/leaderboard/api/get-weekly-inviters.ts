import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contractList } from '@/lib/api-client';

export const getWeeklyInviters = () =>
  apiJson('GET', '/api/leaderboard/weekly-inviters', undefined, contractList('weeklyInviterEntrySchema'));

export const weeklyInvitersQueryOptions = () =>
  queryOptions({ queryKey: ['/api/leaderboard/weekly-inviters'], queryFn: getWeeklyInviters });

export const useWeeklyInviters = () => useQuery(weeklyInvitersQueryOptions());
