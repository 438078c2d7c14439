import type { AdminMessageInput } from '@agentsy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { supportConversationsQueryKey } from './get-support-conversations';

export const sendSupportMessage = (message: AdminMessageInput) =>
  apiJson('POST', '/api/admin/messages', message, contract('messageItemSchema'));

/** Toasts are the caller's; the list and every open thread refetch after a send. */
export const useSendSupportMessage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendSupportMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportConversationsQueryKey }),
  });
};
