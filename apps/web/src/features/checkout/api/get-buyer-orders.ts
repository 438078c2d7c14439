import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getBuyerOrders = (userId: string) =>
  apiJson('GET', `/api/orders/buyer/${encodeURIComponent(userId)}`, undefined, contract('orderListSchema'));

export const buyerOrdersQueryOptions = (userId: string) =>
  queryOptions({ queryKey: queryKeys.orders.ofBuyer(userId), queryFn: () => getBuyerOrders(userId) });

/** Only a completed order counts as owning the agent: pending, failed and refunded ones do not. */
export const useHasPurchased = (userId: string | undefined, listingId: string) => {
  const query = useQuery({ ...buyerOrdersQueryOptions(userId ?? ''), enabled: !!userId });
  const order = query.data?.find((o) => o.listingId === listingId && o.status === 'completed');
  return { hasPurchased: !!order, order, isLoading: !!userId && query.isLoading };
};
