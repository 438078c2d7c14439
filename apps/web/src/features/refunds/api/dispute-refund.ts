import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiJson, contract, serverMessageOr } from '@/lib/api-client';
import { failureMeta } from '@/lib/mutation-failure';
import { queryKeys } from '@/lib/query-keys';

export const disputeRefund = ({ refundId, reason }: { refundId: string; reason: string }) =>
  apiJson('POST', `/api/refunds/${encodeURIComponent(refundId)}/dispute`, { reason }, contract('refundSchema'));

export const useDisputeRefund = ({ onSuccess }: { onSuccess?: () => void } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disputeRefund,
    onSuccess: async () => {
      toast({ title: 'Dispute Submitted', description: 'Our team will review the decision and get back to you.' });
      onSuccess?.();
      await queryClient.invalidateQueries({ queryKey: queryKeys.refunds.all });
    },
    meta: failureMeta((error) => ({
      title: 'Failed to Submit Dispute',
      description: serverMessageOr(error, 'Please try again.'),
    })),
  });
};
