import type { CurrentUser } from '@agentsy/contracts';
import { avatarUrlOf, initialsOf } from './user-display';

/** `isLabel`: the initials are the visible text of a control, so they belong to its accessible name. */
export const UserAvatar = ({
  user,
  className = 'size-9',
  isLabel = false,
}: {
  user: CurrentUser;
  className?: string;
  isLabel?: boolean;
}) => {
  const url = avatarUrlOf(user);
  return url ? (
    <img src={url} alt="" className={`${className} rounded-full object-cover`} />
  ) : (
    <span
      className={`${className} flex items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white`}
      aria-hidden={!isLabel}
    >
      {initialsOf(user)}
    </span>
  );
};
