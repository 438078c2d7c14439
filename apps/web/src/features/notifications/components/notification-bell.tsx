import { BellIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useUnreadNotifications } from '../api/unread-count';

/** The top bar's bell: the unread count, kept live by the event stream; it leads to the list. */
export const NotificationBell = () => {
  const { data: unread = 0 } = useUnreadNotifications(true);
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <Button asChild variant="ghost" size="icon" className="relative">
      <Link to="/notifications" aria-label={label} title={label}>
        <BellIcon aria-hidden />
        {unread > 0 && (
          <span
            data-testid="notification-count"
            className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs font-semibold leading-5 text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </Link>
    </Button>
  );
};
