import type { refundResolveSchema } from '@agentsy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { toast } from '@/components/ui/use-toast';
import { apiJson, contract, serverMessageOr } from '@/lib/api-client';
import { failureMeta } from '@/lib/mutation-failure';
import { queryKeys } from '@/lib/query-keys';

type ResolveDispute = z.input<typeof refundResolveSchema> & { refundId: string };

export const resolveDispute = ({ refundId, ...body }: ResolveDispute) =>
  apiJson('POST', `/api/admin/refunds/${encodeURIComponent(refundId)}/resolve`, body, contract('refundSchema'));

export const useResolveDispute = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveDispute,
    onSuccess: async (_refund, { outcome }) => {
      toast({
        title: 'Dispute Resolved',
        description: outcome === 'refund' ? 'The buyer has been refunded.' : "The seller's decision stands.",
      });
      // A refund reverses the sale: sales figures and the top sellers move too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.disputes }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
      ]);
    },
    meta: failureMeta((error) => ({
      title: 'Error',
      description: serverMessageOr(error, 'Failed to resolve dispute'),
    })),
  });
};
