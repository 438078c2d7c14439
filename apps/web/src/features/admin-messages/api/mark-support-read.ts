import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

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
      result.marked > 0 ? queryClient.invalidateQueries({ queryKey: queryKeys.admin.supportConversations }) : undefined,
  });
};
