import type { AdminConversation, AdminMessageCategory, AdminUser } from '@agentsy/contracts';

export const categoryLabels: Record<AdminMessageCategory, string> = {
  support: 'Support',
  announcement: 'Announcement',
  billing: 'Billing',
  general: 'General',
};

/** How the tab names a user: their name, else their e-mail. */
export const userLabel = (user: Pick<AdminUser, 'firstName' | 'lastName' | 'name' | 'email'>) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.name || user.email;

/** The user of a support conversation, as the list and the thread name them. */
export const conversationUserName = ({ user }: AdminConversation) =>
  user ? user.displayName || userLabel({ ...user, name: '' }) : 'Former member';
