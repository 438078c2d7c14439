import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getOrderVersions = (orderId: string) =>
  apiJson('GET', `/api/orders/${encodeURIComponent(orderId)}/versions`, undefined, contract('orderVersionsSchema'));

/** Under the orders key: every read brings fresh signed links, and a refund or revoke refreshes it. */
export const orderVersionsQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: queryKeys.releases.ofOrder(orderId),
    queryFn: () => getOrderVersions(orderId),
  });

export const useOrderVersions = (orderId: string, { enabled = true } = {}) =>
  useQuery({ ...orderVersionsQueryOptions(orderId), enabled });
