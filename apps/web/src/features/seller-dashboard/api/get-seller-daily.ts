import type { SellerDailySpan } from '@agentsy/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/analytics/seller/:id/daily?days=: sales and earnings per UTC day. */
export const getSellerDaily = (sellerId: string, days: SellerDailySpan) =>
  apiJson(
    'GET',
    `/api/analytics/seller/${encodeURIComponent(sellerId)}/daily?days=${days}`,
    undefined,
    contract('sellerDailySalesSchema'),
  );

export const sellerDailyQueryOptions = (sellerId: string, days: SellerDailySpan) =>
  queryOptions({
    queryKey: queryKeys.sellerAnalytics.daily(sellerId, days),
    queryFn: () => getSellerDaily(sellerId, days),
  });

/** The previous span stays on screen while the next one loads, so the card keeps its height. */
export const useSellerDaily = (sellerId: string, days: SellerDailySpan) =>
  useQuery({ ...sellerDailyQueryOptions(sellerId, days), placeholderData: keepPreviousData });
