import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contractList } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getPayouts = () => apiJson('GET', '/api/payouts', undefined, contractList('payoutSchema'));

export const payoutsQueryOptions = () => queryOptions({ queryKey: queryKeys.payouts.all, queryFn: getPayouts });

export const usePayouts = () => useQuery(payoutsQueryOptions());
