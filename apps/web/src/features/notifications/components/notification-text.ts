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
    case 'model_deprecated':
      return {
        title: `${notification.data.modelName} is deprecated: ${notification.data.listingTitle} targets it`,
        detail: `${shutdownLine(notification.data)}Publish a new version that works on a current model.`,
      };
    case 'model_shutdown_soon':
      return {
        title: `${notification.data.listingTitle} is made for ${notification.data.modelName}, which shuts down soon`,
        detail: `${shutdownLine(notification.data)}It may stop working as it did after that day.`,
      };
    case 'review_replied':
      return {
        title: `The seller of ${notification.data.listingTitle} replied to your review`,
        detail: 'See the response under your review.',
      };
    case 'followed_seller_listed':
      return {
        title: `${notification.data.sellerName} has a new agent: ${notification.data.listingTitle}`,
        detail: 'A seller you follow just released it.',
      };
    case 'question_asked':
      return { title: `New question about ${notification.data.listingTitle}`, detail: notification.data.content };
    case 'question_answered':
      return {
        title: `Your question about ${notification.data.listingTitle} was answered`,
        detail: notification.data.content,
      };
  }
};

const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "Shuts down on 13 Feb 2026. GPT-5 replaces it. " from what the notice knows. */
const shutdownLine = (m: { modelName: string; shutdownDate: string | null; replacement: string | null }) =>
  [
    m.shutdownDate ? `${m.modelName} shuts down on ${day.format(new Date(`${m.shutdownDate}T00:00:00Z`))}.` : '',
    m.replacement ? `${m.replacement} replaces it.` : '',
  ]
    .filter(Boolean)
    .map((s) => `${s} `)
    .join('');

const scanOutcome = {
  clean: 'no issues found, it is live',
  flagged: 'held for review',
  blocked: 'blocked by the security check',
  error: 'the check failed; an admin will look at it',
} as const;
