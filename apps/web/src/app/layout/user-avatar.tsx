import type { CurrentUser } from '@agentsy/contracts';
import { avatarUrlOf, initialsOf } from './user-display';

export const UserAvatar = ({ user, className = 'size-9' }: { user: CurrentUser; className?: string }) => {
  const url = avatarUrlOf(user);
  return url ? (
    <img src={url} alt="" className={`${className} rounded-full object-cover`} />
  ) : (
    <span
      className={`${className} flex items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white`}
      aria-hidden
    >
      {initialsOf(user)}
    </span>
  );
};
