import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contractList } from '@/lib/api-client';

export const getPayouts = () => apiJson('GET', '/api/payouts', undefined, contractList('payoutSchema'));

export const payoutsQueryKey = ['/api/payouts'] as const;

export const payoutsQueryOptions = () => queryOptions({ queryKey: payoutsQueryKey, queryFn: getPayouts });

export const usePayouts = () => useQuery(payoutsQueryOptions());
