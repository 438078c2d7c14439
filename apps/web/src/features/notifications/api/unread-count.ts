import type { NotificationPage } from '@agentsy/contracts';
import { type InfiniteData, type QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { notificationsQueryOptions } from './get-notifications';

type Pages = InfiniteData<NotificationPage, string | null>;

/**
 * The bell's count is the first page's `unreadCount`: the bell and the list share one read, and
 * the live stream and the read calls write the count into it.
 */
export const useUnreadNotifications = (enabled: boolean) =>
  useInfiniteQuery({ ...notificationsQueryOptions(), enabled, select: (data) => data.pages[0]?.unreadCount ?? 0 });

export const setUnreadNotifications = (queryClient: QueryClient, unreadCount: number) =>
  queryClient.setQueryData<Pages>(queryKeys.notifications, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, unreadCount })) } : data,
  );

/** Marks items read in the cached pages; `ids` undefined marks them all. */
export const markReadInCache = (queryClient: QueryClient, readAt: string, ids?: readonly string[]) =>
  queryClient.setQueryData<Pages>(queryKeys.notifications, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((item) =>
              !item.readAt && (!ids || ids.includes(item.id)) ? { ...item, readAt } : item,
            ),
          })),
        }
      : data,
  );
