import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

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
    queryKey: queryKeys.notifications,
    queryFn: ({ pageParam }) => getNotifications(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useNotifications = ({ enabled = true } = {}) =>
  useInfiniteQuery({ ...notificationsQueryOptions(), enabled });
