import type { RefundResponseRequest } from '@agentsy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiJson, contract } from '@/lib/api-client';
import { failureMeta } from '@/lib/mutation-failure';
import { queryKeys } from '@/lib/query-keys';

export const respondToRefund = ({ refundId, ...body }: RefundResponseRequest & { refundId: string }) =>
  apiJson('POST', `/api/refunds/${encodeURIComponent(refundId)}/respond`, body, contract('refundSchema'));

export const useRespondToRefund = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: respondToRefund,
    onSuccess: async () => {
      toast({ title: 'Response Sent', description: 'The buyer has been told your decision.' });
      // An approval reverses the sale: the seller's wallet and analytics change too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.refunds.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.sellerAnalytics.all }),
      ]);
    },
    meta: failureMeta({ title: 'Failed to Respond', description: 'Failed to send response.' }),
  });
};
