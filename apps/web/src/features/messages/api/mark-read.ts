import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { conversationsQueryKey } from './get-conversations';
import { unreadCountQueryKey } from './get-unread-count';

export const markConversationRead = (conversationId: string) =>
  apiJson<{ conversationId: string; readAt: string; marked: number }>(
    'PATCH',
    `/api/conversations/${encodeURIComponent(conversationId)}/read`,
  );

/** Opening a conversation marks it read; the badge and the list drop their counts. */
export const useMarkRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markConversationRead,
    onSuccess: ({ marked }) =>
      marked > 0 &&
      Promise.all([
        queryClient.invalidateQueries({ queryKey: unreadCountQueryKey }),
        queryClient.invalidateQueries({ queryKey: conversationsQueryKey }),
      ]),
  });
};
