import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contractList } from '@/lib/api-client';

export const getSupportMessages = (conversationId: string) =>
  apiJson(
    'GET',
    `/api/admin/conversations/${encodeURIComponent(conversationId)}/messages`,
    undefined,
    contractList('messageItemSchema'),
  );

export const supportMessagesQueryKey = (conversationId: string) =>
  ['/api/admin/conversations', conversationId, 'messages'] as const;

export const supportMessagesQueryOptions = (conversationId: string) =>
  queryOptions({
    queryKey: supportMessagesQueryKey(conversationId),
    queryFn: () => getSupportMessages(conversationId),
    refetchInterval: 30_000,
  });

export const useSupportMessages = (conversationId: string) => useQuery(supportMessagesQueryOptions(conversationId));
