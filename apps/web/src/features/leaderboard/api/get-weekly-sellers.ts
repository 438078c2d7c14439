import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contractList } from '@/lib/api-client';

export const getWeeklySellers = () =>
  apiJson('GET', '/api/leaderboard/weekly-sellers', undefined, contractList('weeklySellerEntrySchema'));

export const weeklySellersQueryOptions = () =>
  queryOptions({ queryKey: ['/api/leaderboard/weekly-sellers'], queryFn: getWeeklySellers });

export const useWeeklySellers = () => useQuery(weeklySellersQueryOptions());
