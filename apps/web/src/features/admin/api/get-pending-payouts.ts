import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contractList } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The panel's list: every seller's pending requests (an elevated admin's view of GET /api/payouts). */
export const getPendingPayouts = () =>
  apiJson('GET', '/api/payouts?status=pending', undefined, contractList('payoutSchema'));

export const pendingPayoutsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.pendingPayouts, queryFn: getPendingPayouts });

export const usePendingPayouts = ({ enabled = true } = {}) => useQuery({ ...pendingPayoutsQueryOptions(), enabled });
