import { type NotificationPage, notificationLiveEventSchema } from '@agentsy/contracts';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { setUnreadNotifications } from '../api/unread-count';

/**
 * Brings the bell and the cached list up to date with one event of the stream. Returns false for
 * an event that is not about notifications, so the stream's other readers can take it.
 */
export const applyNotificationEvent = (queryClient: QueryClient, data: unknown): boolean => {
  const parsed = notificationLiveEventSchema.safeParse(data);
  if (!parsed.success) return false;
  const event = parsed.data;
  if (event.type === 'notification') {
    queryClient.setQueryData<InfiniteData<NotificationPage, string | null>>(queryKeys.notifications, (cached) => {
      if (!cached) return cached;
      const [first, ...rest] = cached.pages;
      // A replayed event (the stream resends what a reconnect missed) must not show twice.
      if (!first || first.items.some((item) => item.id === event.notification.id)) return cached;
      return { ...cached, pages: [{ ...first, items: [event.notification, ...first.items] }, ...rest] };
    });
    // A version came or went: the buyer's orders (their versions and links) and that listing's
    // page change with it, so an open Orders screen offers the update without a reload.
    void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.listings.detail(event.notification.data.listingId) });
  }
  setUnreadNotifications(queryClient, event.unreadCount);
  return true;
};
