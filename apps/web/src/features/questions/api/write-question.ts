import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiJson, contract, serverMessageOr } from '@/lib/api-client';
import { failureMeta } from '@/lib/mutation-failure';
import { queryKeys } from '@/lib/query-keys';

export const askQuestion = ({ listingId, content }: { listingId: string; content: string }) =>
  apiJson('POST', `/api/listings/${encodeURIComponent(listingId)}/questions`, { content }, contract('questionSchema'));

export const answerQuestion = ({ questionId, content }: { questionId: string; content: string }) =>
  apiJson('POST', `/api/questions/${encodeURIComponent(questionId)}/answer`, { content }, contract('questionSchema'));

const useQuestionWrite = <V>(listingId: string, write: (v: V) => Promise<unknown>, done: string, failed: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    meta: failureMeta((error) => ({ title: failed, description: serverMessageOr(error, 'Please try again.') })),
    onSuccess: async () => {
      toast({ title: done });
      await queryClient.invalidateQueries({ queryKey: queryKeys.listings.questions(listingId) });
    },
  });
};

export const useAskQuestion = (listingId: string) =>
  useQuestionWrite(listingId, askQuestion, 'Question posted', 'Failed to post question');

export const useAnswerQuestion = (listingId: string) =>
  useQuestionWrite(listingId, answerQuestion, 'Answer saved', 'Failed to save answer');
