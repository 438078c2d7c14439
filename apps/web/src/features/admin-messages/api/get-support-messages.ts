import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contractList } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getSupportMessages = (conversationId: string) =>
  apiJson(
    'GET',
    `/api/admin/conversations/${encodeURIComponent(conversationId)}/messages`,
    undefined,
    contractList('messageItemSchema'),
  );

export const supportMessagesQueryOptions = (conversationId: string) =>
  queryOptions({
    queryKey: queryKeys.admin.supportMessages(conversationId),
    queryFn: () => getSupportMessages(conversationId),
    refetchInterval: 30_000,
  });

export const useSupportMessages = (conversationId: string) => useQuery(supportMessagesQueryOptions(conversationId));
