import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getUnreadCount = () =>
  apiJson('GET', '/api/messages/unread-count', undefined, contract('unreadCountSchema'));

/** Read once per visit; the live event stream keeps it current afterwards. */
export const unreadCountQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.conversations.unreadCount, queryFn: getUnreadCount });

export const useUnreadCount = (enabled: boolean) => useQuery({ ...unreadCountQueryOptions(), enabled });
