import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';

export const notificationsQueryKey = ['/api/notifications'] as const;

export const getNotifications = (cursor: string | null) =>
  apiJson(
    'GET',
    cursor ? `/api/notifications?cursor=${encodeURIComponent(cursor)}` : '/api/notifications',
    undefined,
    contract('notificationPageSchema'),
  );

/** Newest first, a page at a time; the server's cursor leads to the next. */
export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationsQueryKey,
    queryFn: ({ pageParam }) => getNotifications(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useNotifications = ({ enabled = true } = {}) =>
  useInfiniteQuery({ ...notificationsQueryOptions(), enabled });
