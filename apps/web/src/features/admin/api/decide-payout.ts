import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { adminQueryKeyRoot } from './admin-session';

/** Both admin screens, the cards and the seller's own wallet read what a decision changes. */
const refreshAfterDecision = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: adminQueryKeyRoot });

/** The panel's Approve (completed) and Deny (failed). */
export const setPayoutStatus = ({ id, status }: { id: string; status: 'completed' | 'failed' }) =>
  apiJson('PATCH', `/api/payouts/${encodeURIComponent(id)}/status`, { status }, contract('payoutSchema'));

export const useSetPayoutStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setPayoutStatus, onSuccess: () => refreshAfterDecision(queryClient) });
};

/** The dashboard's "Mark Paid"; stored as completed. */
export const approvePayout = (id: string) =>
  apiJson('PATCH', `/api/admin/payouts/${encodeURIComponent(id)}/approve`, undefined, contract('payoutSchema'));

export const useApprovePayout = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: approvePayout, onSuccess: () => refreshAfterDecision(queryClient) });
};
