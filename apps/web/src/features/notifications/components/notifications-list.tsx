import type { Notification } from '@agentsy/contracts';
import { BellIcon } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { serverMessageOr } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { relativeTime } from '@/lib/relative-time';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { notificationText } from './notification-text';

const NotificationItem = ({ notification }: { notification: Notification }) => {
  const markRead = useMarkNotificationRead();
  const { title, detail } = notificationText(notification);
  const unread = !notification.readAt;
  const read = () => unread && markRead.mutate(notification.id);
  return (
    <li
      data-testid="notification"
      className={cn(
        'grid gap-1 rounded-lg border p-4 sm:grid-cols-[1fr_auto] sm:items-start',
        unread ? 'border-brand-600/40 bg-brand-50/60 dark:bg-slate-900' : 'border-slate-200 dark:border-slate-800',
      )}
    >
      <div className="grid min-w-0 gap-1">
        <Link to={notification.link} onClick={read} className="font-medium hover:underline">
          {unread && <span className="sr-only">Unread: </span>}
          {title}
        </Link>
        <p className="line-clamp-3 whitespace-pre-line text-sm text-muted-foreground">{detail}</p>
        <p className="text-xs text-muted-foreground">{relativeTime(notification.createdAt)}</p>
      </div>
      {unread && (
        <Button size="sm" variant="outline" onClick={read} disabled={markRead.isPending}>
          Mark as read
        </Button>
      )}
    </li>
  );
};

/** docs/product.md#notifications: newest first, a page at a time, each readable on its own or all at once. */
export const NotificationsList = () => {
  const list = useNotifications();
  const markAll = useMarkAllNotificationsRead();
  if (list.isPending) return <Skeleton className="h-40 w-full" />;
  if (list.isError)
    return <p className="text-sm text-red-600">{serverMessageOr(list.error, 'Could not load your notifications.')}</p>;
  const items = list.data.pages.flatMap((page) => page.items);
  const unread = list.data.pages[0]?.unreadCount ?? 0;
  if (items.length === 0)
    return (
      <EmptyState Icon={BellIcon} title="No notifications yet" text="Updates to the agents you bought show here." />
    );
  return (
    <div className="grid gap-4">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" data-testid="unread-summary">
          {unread} unread
        </p>
        <Button
          size="sm"
          variant="outline"
          onClick={() => markAll.mutate()}
          disabled={unread === 0 || markAll.isPending}
        >
          Mark all as read
        </Button>
      </div>
      <ul className="grid gap-3">
        {items.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} />
        ))}
      </ul>
      {list.hasNextPage && (
        <Button variant="outline" onClick={() => list.fetchNextPage()} disabled={list.isFetchingNextPage}>
          {list.isFetchingNextPage ? 'Loading...' : 'Show older notifications'}
        </Button>
      )}
    </div>
  );
};
