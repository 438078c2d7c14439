import type { Notification } from '@agentsy/contracts';

/** What one notification says, per kind; a later kind adds its case here. */
export const notificationText = (notification: Notification): { title: string; detail: string } => {
  switch (notification.kind) {
    case 'version_published':
      return {
        title: `${notification.data.listingTitle} ${notification.data.version} is available`,
        detail: notification.data.changelog,
      };
    case 'version_revoked':
      return {
        title: `${notification.data.listingTitle} ${notification.data.version} was withdrawn`,
        detail: notification.data.reason,
      };
  }
};
