import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getSellerAnalytics = (sellerId: string) =>
  apiJson('GET', `/api/analytics/seller/${encodeURIComponent(sellerId)}`, undefined, contract('sellerAnalyticsSchema'));

export const sellerAnalyticsQueryOptions = (sellerId: string) =>
  queryOptions({ queryKey: queryKeys.sellerAnalytics.of(sellerId), queryFn: () => getSellerAnalytics(sellerId) });

export const useSellerAnalytics = (sellerId: string) => useQuery(sellerAnalyticsQueryOptions(sellerId));
