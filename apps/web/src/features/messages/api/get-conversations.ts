import type { ConversationItem } from '@agentsy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export const conversationsQueryKey = ['/api/conversations'] as const;

export const getConversations = () => apiJson<ConversationItem[]>('GET', '/api/conversations');

export const conversationsQueryOptions = () =>
  queryOptions({ queryKey: conversationsQueryKey, queryFn: getConversations });

export const useConversations = () => useQuery(conversationsQueryOptions());
