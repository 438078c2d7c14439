import type { StartConversation } from '@agentsy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { conversationsQueryKey } from './get-conversations';

export const startConversation = (body: StartConversation) =>
  apiJson<{ id: string }>('POST', '/api/conversations', body);

/** Each screen words its own failure toast, so errors are left to the caller. */
export const useStartConversation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startConversation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationsQueryKey }),
  });
};
