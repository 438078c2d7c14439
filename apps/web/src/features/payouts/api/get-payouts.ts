import type { Payout } from '@agentsy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export const getPayouts = () => apiJson<Payout[]>('GET', '/api/payouts');

export const payoutsQueryKey = ['/api/payouts'] as const;

export const payoutsQueryOptions = () => queryOptions({ queryKey: payoutsQueryKey, queryFn: getPayouts });

export const usePayouts = () => useQuery(payoutsQueryOptions());
