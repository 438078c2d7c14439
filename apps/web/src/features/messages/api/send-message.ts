import { conversationMessages, type SendMessage } from '@agentsy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { failureMeta } from '@/lib/mutation-failure';
import { queryKeys } from '@/lib/query-keys';
import { addMessageToThread } from './thread-cache';

export const sendMessage = ({ conversationId, ...body }: SendMessage & { conversationId: string }) =>
  apiJson(
    'POST',
    `/api/conversations/${encodeURIComponent(conversationId)}/messages`,
    body,
    contract('messageItemSchema'),
  );

export const useSendMessage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: async (item) => {
      addMessageToThread(queryClient, item);
      await queryClient.invalidateQueries({ queryKey: queryKeys.conversations.all });
    },
    meta: failureMeta(() => {
      const { title, message } = conversationMessages.sendFailed;
      return { title, description: message };
    }),
  });
};
