import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contractList } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getWeeklySellers = () =>
  apiJson('GET', '/api/leaderboard/weekly-sellers', undefined, contractList('weeklySellerEntrySchema'));

export const weeklySellersQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.leaderboard.weeklySellers, queryFn: getWeeklySellers });

export const useWeeklySellers = () => useQuery(weeklySellersQueryOptions());
