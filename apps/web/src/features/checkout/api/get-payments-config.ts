import type { PaymentsConfig } from '@agentsy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export const getPaymentsConfig = () => apiJson<PaymentsConfig>('GET', '/api/payments/config');

export const paymentsConfigQueryOptions = () =>
  queryOptions({ queryKey: ['/api/payments/config'], queryFn: getPaymentsConfig });

export const usePaymentsConfig = () => useQuery(paymentsConfigQueryOptions());
