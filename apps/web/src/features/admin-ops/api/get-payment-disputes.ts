import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contractList } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getPaymentDisputes = () =>
  apiJson('GET', '/api/admin/payment-disputes', undefined, contractList('adminPaymentDisputeSchema'));

export const paymentDisputesQueryKey = queryKeys.admin.part('payment-disputes');

export const usePaymentDisputes = () =>
  useQuery(queryOptions({ queryKey: paymentDisputesQueryKey, queryFn: getPaymentDisputes }));
