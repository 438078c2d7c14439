import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';

export const getPaymentsConfig = () =>
  apiJson('GET', '/api/payments/config', undefined, contract('paymentsConfigSchema'));

export const paymentsConfigQueryOptions = () =>
  queryOptions({ queryKey: ['/api/payments/config'], queryFn: getPaymentsConfig });

export const usePaymentsConfig = () => useQuery(paymentsConfigQueryOptions());
