import { conversationMessages, type SendMessage } from '@agentsy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiJson, contract } from '@/lib/api-client';
import { handleUnauthorized } from '@/lib/unauthorized';
import { conversationsQueryKey } from './get-conversations';
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
      await queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
    },
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      const { title, message } = conversationMessages.sendFailed;
      toast({ title, description: message, variant: 'destructive' });
    },
  });
};
