import type { StartConversation } from '@agentsy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { type FailureOption, failureOptionMeta } from '@/lib/mutation-failure';
import { queryKeys } from '@/lib/query-keys';

export const startConversation = (body: StartConversation) =>
  apiJson('POST', '/api/conversations', body, contract('startConversationResponseSchema'));

/** Each screen words its own failure toast, so errors are left to the caller. */
export const useStartConversation = (options: FailureOption<unknown> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: failureOptionMeta(options),
    mutationFn: startConversation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.conversations.all }),
  });
};
