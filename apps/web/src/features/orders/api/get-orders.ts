import type { Order } from '@agentsy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export const getOrders = () => apiJson<Order[]>('GET', '/api/orders');

/** Fresh signed download links come with every read, so the page never shows an expired one for long. */
export const ordersQueryOptions = () => queryOptions({ queryKey: ['/api/orders'], queryFn: getOrders });

export const useOrders = () => useQuery(ordersQueryOptions());
