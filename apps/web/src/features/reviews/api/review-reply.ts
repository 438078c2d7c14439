import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiJson, apiRequest, contract, serverMessageOr } from '@/lib/api-client';
import { failureMeta } from '@/lib/mutation-failure';
import { queryKeys } from '@/lib/query-keys';

type Write = { reviewId: string; content: string; isEdit: boolean };

const url = (reviewId: string) => `/api/reviews/${encodeURIComponent(reviewId)}/reply`;

export const saveReviewReply = ({ reviewId, content, isEdit }: Write) =>
  apiJson(isEdit ? 'PATCH' : 'POST', url(reviewId), { content }, contract('reviewReplySchema'));

export const deleteReviewReply = async ({ reviewId }: { reviewId: string }) => {
  await apiRequest('DELETE', url(reviewId));
};

/** Writes, edits or removes the seller's reply; the listing page shows it once reloaded. */
export const useReviewReply = (listingId: string) => {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.listings.detail(listingId) });
  const meta = failureMeta((error) => ({
    title: 'Failed to save reply',
    description: serverMessageOr(error, 'Please try again.'),
  }));
  const save = useMutation({
    mutationFn: saveReviewReply,
    meta,
    onSuccess: async (_reply, { isEdit }) => {
      toast({ title: isEdit ? 'Reply updated' : 'Reply posted' });
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: deleteReviewReply,
    meta,
    onSuccess: async () => {
      toast({ title: 'Reply deleted' });
      await refresh();
    },
  });
  return { save, remove };
};
