import type { CreateRefundRequest } from '@agentsy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiJson, contract } from '@/lib/api-client';
import { failureMeta } from '@/lib/mutation-failure';
import { queryKeys } from '@/lib/query-keys';

export const createRefund = (request: CreateRefundRequest) =>
  apiJson('POST', '/api/refunds', request, contract('refundSchema'));

export const useCreateRefund = ({ onSuccess }: { onSuccess?: () => void } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRefund,
    onSuccess: async () => {
      toast({ title: 'Refund Request Submitted', description: 'The seller will review it within 1-2 business days.' });
      onSuccess?.();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.refunds.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.refunds.eligibleOrders }),
      ]);
    },
    meta: failureMeta({ title: 'Failed to Submit', description: 'Failed to submit refund request.' }),
  });
};
