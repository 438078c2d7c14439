import type { refundEligibleOrderSchema } from '@agentsy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiJson, contractList } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type EligibleOrder = z.infer<typeof refundEligibleOrderSchema>;

export const getEligibleOrders = () =>
  apiJson('GET', '/api/refunds/eligible-orders', undefined, contractList('refundEligibleOrderSchema'));

export const eligibleOrdersQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.refunds.eligibleOrders, queryFn: getEligibleOrders });

/** Read each time the dialog opens: an order may have aged out of the window or gained a request. */
export const useEligibleOrders = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...eligibleOrdersQueryOptions(), enabled, staleTime: 0 });

/** The ids of the buyer's orders that can be refunded now, for a "Request a refund" beside each. */
export const useRefundableOrderIds = () => {
  const { data } = useQuery({ ...eligibleOrdersQueryOptions(), staleTime: 0 });
  return new Set((data ?? []).map((order) => order.id));
};
