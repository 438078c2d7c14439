import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contractList } from '@/lib/api-client';

export const messagesQueryKey = (conversationId: string) =>
  [`/api/conversations/${encodeURIComponent(conversationId)}/messages`] as const;

export const getMessages = (conversationId: string) =>
  apiJson('GET', messagesQueryKey(conversationId)[0], undefined, contractList('messageItemSchema'));

export const messagesQueryOptions = (conversationId: string) =>
  queryOptions({ queryKey: messagesQueryKey(conversationId), queryFn: () => getMessages(conversationId) });

export const useMessages = (conversationId: string) => useQuery(messagesQueryOptions(conversationId));
