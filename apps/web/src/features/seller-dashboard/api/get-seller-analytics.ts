import type { SellerAnalytics } from '@agentsy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export const getSellerAnalytics = (sellerId: string) =>
  apiJson<SellerAnalytics>('GET', `/api/analytics/seller/${encodeURIComponent(sellerId)}`);

export const sellerAnalyticsQueryOptions = (sellerId: string) =>
  queryOptions({ queryKey: ['/api/analytics/seller', sellerId], queryFn: () => getSellerAnalytics(sellerId) });

export const useSellerAnalytics = (sellerId: string) => useQuery(sellerAnalyticsQueryOptions(sellerId));
