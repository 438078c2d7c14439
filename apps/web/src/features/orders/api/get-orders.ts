import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getOrders = () => apiJson('GET', '/api/orders', undefined, contract('orderListSchema'));

/** Fresh signed download links come with every read, so the page never shows an expired one for long. */
export const ordersQueryOptions = () => queryOptions({ queryKey: queryKeys.orders.mine(), queryFn: getOrders });

export const useOrders = () => useQuery(ordersQueryOptions());
