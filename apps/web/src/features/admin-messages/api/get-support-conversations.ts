import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getSupportConversations = () =>
  apiJson('GET', '/api/admin/conversations', undefined, contract('adminConversationListSchema'));

export const supportConversationsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.admin.supportConversations,
    queryFn: getSupportConversations,
    // The Support Team side has no live stream of its own; replies show up within half a minute.
    refetchInterval: 30_000,
  });

export const useSupportConversations = () => useQuery(supportConversationsQueryOptions());
