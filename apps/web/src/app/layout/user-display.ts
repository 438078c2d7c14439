import type { CurrentUser } from '@agentsy/contracts';

export const displayNameOf = (user: CurrentUser) =>
  user.displayName || [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;

export const initialsOf = (user: CurrentUser) =>
  displayNameOf(user)
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

export const avatarUrlOf = (user: CurrentUser) => user.avatar || user.profileImageUrl || null;
