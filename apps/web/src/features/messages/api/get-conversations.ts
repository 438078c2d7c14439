import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contractList } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getConversations = () =>
  apiJson('GET', '/api/conversations', undefined, contractList('conversationItemSchema'));

export const conversationsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.conversations.all, queryFn: getConversations });

export const useConversations = () => useQuery(conversationsQueryOptions());
