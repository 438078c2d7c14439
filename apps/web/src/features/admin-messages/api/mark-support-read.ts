import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { supportConversationsQueryKey } from './get-support-conversations';

export const markSupportRead = (conversationId: string) =>
  apiJson(
    'PATCH',
    `/api/admin/conversations/${encodeURIComponent(conversationId)}/read`,
    undefined,
    contract('markReadResponseSchema'),
  );

export const useMarkSupportRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markSupportRead,
    onSuccess: (result) =>
      result.marked > 0 ? queryClient.invalidateQueries({ queryKey: supportConversationsQueryKey }) : undefined,
  });
};
