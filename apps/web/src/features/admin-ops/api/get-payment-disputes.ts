import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contractList } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getPaymentDisputes = () =>
  apiJson('GET', '/api/admin/payment-disputes', undefined, contractList('adminPaymentDisputeSchema'));

export const usePaymentDisputes = () =>
  useQuery(queryOptions({ queryKey: queryKeys.admin.paymentDisputes, queryFn: getPaymentDisputes }));
