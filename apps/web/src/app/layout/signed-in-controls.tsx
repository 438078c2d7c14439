import type { CurrentUser } from '@agentsy/contracts';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { UserMenu } from './user-menu';

/** The top bar's part for a signed-in user: the notification bell, then the avatar menu. */
export const SignedInControls = ({ user }: { user: CurrentUser }) => (
  <>
    <NotificationBell />
    <UserMenu user={user} />
  </>
);
