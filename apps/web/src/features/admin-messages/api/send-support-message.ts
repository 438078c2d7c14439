import { type AdminMessageInput, adminMessageToasts } from '@agentsy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiJson, contract } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const sendSupportMessage = (message: AdminMessageInput) =>
  apiJson('POST', '/api/admin/messages', message, contract('messageItemSchema'));

/**
 * Sends with the spec's toasts (docs/product.md#admin); `onSent` clears the caller's box. The list and every
 * open thread refetch after a send.
 */
export const useSendSupportMessage = ({ onSent }: { onSent: () => void }) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendSupportMessage,
    onSuccess: async () => {
      toast({ title: adminMessageToasts.sent.title, description: adminMessageToasts.sent.message });
      onSent();
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.supportConversations });
    },
    onError: () =>
      toast({
        title: adminMessageToasts.failed.title,
        description: adminMessageToasts.failed.message,
        variant: 'destructive',
      }),
  });
};
