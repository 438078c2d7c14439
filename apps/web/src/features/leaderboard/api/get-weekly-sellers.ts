import type { WeeklySellerEntry } from '@agentsy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export const getWeeklySellers = () => apiJson<WeeklySellerEntry[]>('GET', '/api/leaderboard/weekly-sellers');

export const weeklySellersQueryOptions = () =>
  queryOptions({ queryKey: ['/api/leaderboard/weekly-sellers'], queryFn: getWeeklySellers });

export const useWeeklySellers = () => useQuery(weeklySellersQueryOptions());
