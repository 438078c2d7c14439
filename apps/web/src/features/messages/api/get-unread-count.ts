import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export const unreadCountQueryKey = ['/api/messages/unread-count'] as const;

export const getUnreadCount = () => apiJson<{ count: number }>('GET', '/api/messages/unread-count');

/** Read once per visit; the live event stream keeps it current afterwards. */
export const unreadCountQueryOptions = () => queryOptions({ queryKey: unreadCountQueryKey, queryFn: getUnreadCount });

export const useUnreadCount = (enabled: boolean) => useQuery({ ...unreadCountQueryOptions(), enabled });
