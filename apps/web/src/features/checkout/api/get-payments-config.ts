import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getPaymentsConfig = () =>
  apiJson('GET', '/api/payments/config', undefined, contract('paymentsConfigSchema'));

export const paymentsConfigQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.paymentsConfig, queryFn: getPaymentsConfig });

export const usePaymentsConfig = () => useQuery(paymentsConfigQueryOptions());
