import type { CreateReviewRequest } from '@agentsy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiJson, contract, serverMessageOr } from '@/lib/api-client';
import { failureMeta } from '@/lib/mutation-failure';
import { queryKeys } from '@/lib/query-keys';

export const createReview = (request: CreateReviewRequest) =>
  apiJson('POST', '/api/reviews', request, contract('createdReviewSchema'));

export const useCreateReview = ({ onSuccess }: { onSuccess?: () => void } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: async (_review, { listingId }) => {
      toast({ title: 'Review Submitted', description: 'Thanks for sharing your experience.' });
      onSuccess?.();
      // The listing's rating and review list include the new review.
      await queryClient.invalidateQueries({ queryKey: queryKeys.listings.detail(listingId) });
    },
    meta: failureMeta((error) => ({
      title: 'Failed to submit review',
      description: serverMessageOr(error, 'Please try again.'),
    })),
  });
};
