import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const markConversationRead = (conversationId: string) =>
  apiJson(
    'PATCH',
    `/api/conversations/${encodeURIComponent(conversationId)}/read`,
    undefined,
    contract('markReadResponseSchema'),
  );

/** Opening a conversation marks it read; the badge and the list drop their counts. */
export const useMarkRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markConversationRead,
    onSuccess: ({ marked }) =>
      marked > 0 &&
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.conversations.unreadCount }),
        queryClient.invalidateQueries({ queryKey: queryKeys.conversations.all }),
      ]),
  });
};
