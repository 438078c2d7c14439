import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contractList } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type RefundView = 'buyer' | 'seller';

export const getRefunds = (as: RefundView) =>
  apiJson('GET', `/api/refunds?as=${as}`, undefined, contractList('refundSchema'));

/** Every request of one side; the status filter works on the loaded list so the pending count stays whole. */
export const refundsQueryOptions = (as: RefundView) =>
  queryOptions({ queryKey: queryKeys.refunds.as(as), queryFn: () => getRefunds(as) });

export const useRefunds = (as: RefundView) => useQuery(refundsQueryOptions(as));
