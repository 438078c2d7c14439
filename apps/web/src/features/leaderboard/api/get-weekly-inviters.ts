import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contractList } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getWeeklyInviters = () =>
  apiJson('GET', '/api/leaderboard/weekly-inviters', undefined, contractList('weeklyInviterEntrySchema'));

export const weeklyInvitersQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.leaderboard.weeklyInviters, queryFn: getWeeklyInviters });

export const useWeeklyInviters = () => useQuery(weeklyInvitersQueryOptions());
