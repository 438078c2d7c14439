import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export type TopSeller = {
  user: { id: string; firstName: string | null; lastName: string | null; profileImageUrl: string | null };
  totalEarnings: string;
  totalSales: number;
};

export const getTopSellers = (limit: number) =>
  apiJson<TopSeller[]>('GET', `/api/analytics/top-sellers?limit=${limit}`);

export const topSellersQueryOptions = (limit: number) =>
  queryOptions({ queryKey: ['/api/analytics/top-sellers', limit], queryFn: () => getTopSellers(limit) });

export const useTopSellers = (limit: number) => useQuery(topSellersQueryOptions(limit));
