import type { ProcessPaymentRequest } from '@agentsy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { type FailureOption, failureOptionMeta } from '@/lib/mutation-failure';
import { queryKeys } from '@/lib/query-keys';

export const processPayment = (request: ProcessPaymentRequest) =>
  apiJson('POST', '/api/process-payment', request, contract('orderSchema'));

/** Toasts are the caller's (a free download and a paid checkout word failures differently). */
export const useProcessPayment = (options: FailureOption<unknown> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: failureOptionMeta(options),
    mutationFn: processPayment,
    // docs/product.md#checkout-and-payments: the orders list (and with it "Already Purchased") is refreshed after a purchase.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
  });
};
