import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getUnreadCount = () => apiJson<{ count: number }>('GET', '/api/messages/unread-count');

/** Read once per visit; the live event stream keeps it current afterwards. */
export const unreadCountQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.conversations.unreadCount, queryFn: getUnreadCount });

export const useUnreadCount = (enabled: boolean) => useQuery({ ...unreadCountQueryOptions(), enabled });
