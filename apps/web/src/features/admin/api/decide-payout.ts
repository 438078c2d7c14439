import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { type FailureOption, failureOptionMeta } from '@/lib/mutation-failure';
import { queryKeys } from '@/lib/query-keys';

/** Both admin screens, the cards and the seller's own wallet read what a decision changes. */
const refreshAfterDecision = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: queryKeys.admin.all });

/** The panel's Approve (completed) and Deny (failed). */
type PayoutDecision = { id: string; status: 'completed' | 'failed' };

export const setPayoutStatus = ({ id, status }: PayoutDecision) =>
  apiJson('PATCH', `/api/payouts/${encodeURIComponent(id)}/status`, { status }, contract('payoutSchema'));

export const useSetPayoutStatus = (options: FailureOption<PayoutDecision> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPayoutStatus,
    onSuccess: () => refreshAfterDecision(queryClient),
    meta: failureOptionMeta(options),
  });
};

/** The dashboard's "Mark Paid"; stored as completed. */
export const approvePayout = (id: string) =>
  apiJson('PATCH', `/api/admin/payouts/${encodeURIComponent(id)}/approve`, undefined, contract('payoutSchema'));

export const useApprovePayout = (options: FailureOption<string> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approvePayout,
    onSuccess: () => refreshAfterDecision(queryClient),
    meta: failureOptionMeta(options),
  });
};
