import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contractList } from '@/lib/api-client';

export const conversationsQueryKey = ['/api/conversations'] as const;

export const getConversations = () =>
  apiJson('GET', '/api/conversations', undefined, contractList('conversationItemSchema'));

export const conversationsQueryOptions = () =>
  queryOptions({ queryKey: conversationsQueryKey, queryFn: getConversations });

export const useConversations = () => useQuery(conversationsQueryOptions());
