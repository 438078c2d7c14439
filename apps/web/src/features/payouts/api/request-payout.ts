import type { PayoutRequest } from '@agentsy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { type FailureOption, failureOptionMeta } from '@/lib/mutation-failure';
import { queryKeys } from '@/lib/query-keys';

export const requestPayout = (request: PayoutRequest) =>
  apiJson('POST', '/api/payouts', request, contract('payoutSchema'));

/** Toasts are the dialog's: the success text depends on the method chosen. */
export const useRequestPayout = (options: FailureOption<unknown> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: failureOptionMeta(options),
    mutationFn: requestPayout,
    // docs/product.md#payouts: then refetch the wallet and the payouts (and the dashboard's balance card).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.payouts.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.sellerAnalytics.all }),
      ]),
  });
};
