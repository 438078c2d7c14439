import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contractList } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getMessages = (conversationId: string) =>
  apiJson('GET', queryKeys.conversations.messages(conversationId)[0], undefined, contractList('messageItemSchema'));

export const messagesQueryOptions = (conversationId: string) =>
  queryOptions({
    queryKey: queryKeys.conversations.messages(conversationId),
    queryFn: () => getMessages(conversationId),
  });

export const useMessages = (conversationId: string) => useQuery(messagesQueryOptions(conversationId));
