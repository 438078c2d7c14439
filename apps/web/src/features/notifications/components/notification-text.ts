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
    case 'version_blocked':
      return {
        title: `${notification.data.listingTitle} ${notification.data.version} was blocked`,
        detail: `Withdrawn because ${notification.data.reason}. Delete any copy you downloaded.`,
      };
    case 'scan_finished':
      return {
        title: `${notification.data.listingTitle} ${notification.data.version}: ${scanOutcome[notification.data.status]}`,
        detail: 'Open your dashboard for the details.',
      };
  }
};

const scanOutcome = {
  clean: 'no issues found, it is live',
  flagged: 'held for review',
  blocked: 'blocked by the security check',
  error: 'the check failed; an admin will look at it',
} as const;
