/**
 * Toast titles and texts the specs word exactly. Kept free of zod so light pages (home,
 * marketplace, listing cards) can show them without loading the validation library.
 */
import { limits } from './constants';
import { bpsToPercent, fees, payoutRules } from './fees';

/** The words the listing page shows beside the current version's digest. */
export const signedByAgentsy = 'Signed by Agentsy';

/** Each upload problem, as the specs word it. */
export const listingMessages = {
  missingFields: { title: 'Missing Required Fields', message: 'Please fill in all required fields and upload a file.' },
  agentFileRequired: { title: 'Agent File Required', message: 'Please upload your agent or workflow file.' },
  invalidFileType: { title: 'Invalid File Type', message: 'Please upload a .json, .zip, .py, .yaml, or .yml file.' },
  agentFileTooLarge: { title: 'File Too Large', message: 'Agent file must be under 10MB.' },
  invalidVideoType: { title: 'Invalid Video Type', message: 'Please upload an MP4, MOV, or WebM video file.' },
  videoTooLarge: { title: 'File Too Large', message: 'Video file must be under 50MB.' },
  videoSellersOnly: {
    title: 'Seller Mode Required',
    message: 'Only sellers can upload demo videos. Enable seller mode first.',
  },
  tooManyUnattachedVideos: {
    title: 'Too Many Videos',
    message: `You have ${limits.unattachedVideosPerUser} demo videos not yet attached to a listing. Attach one to a listing, or upload again tomorrow when unused videos are removed.`,
  },
  notFound: { title: 'Agent Not Found', message: "The agent you're looking for doesn't exist." },
  /** A listing without a current version: every version revoked, or none published yet. */
  notForSale: {
    title: 'Not Available',
    message: 'This agent has no published version right now, so it cannot be bought.',
  },
} as const;

export const agentRequestMessages = {
  missing: { title: 'Missing Information', message: 'Please fill in all required fields.' },
  signIn: { title: 'Sign In Required', message: 'Please sign in to submit an agent request.' },
} as const;

// Favourite toggles live in their own file: the marketplace's cards need them on first load.
export { favoriteMessages } from './favorite-messages';

/** The seller profile's Follow button (it replaced the unwired "Save Seller"; docs/decisions/068-community-follow-button.md). */
export const followMessages = {
  signIn: { title: 'Sign In Required', message: 'Please sign in to follow sellers' },
  followed: { title: 'Following', message: "We'll let you know when they list a new agent." },
  unfollowed: { title: 'Unfollowed' },
  failed: { title: 'Error', message: 'Failed to update following' },
} as const;

/** Messages and the contact-seller dialog (docs/product.md#messages-and-support). */
export const conversationMessages = {
  cannotMessageYourself: { title: 'Cannot Message Yourself', message: 'You cannot send messages to yourself.' },
  signIn: { title: 'Sign In Required', message: 'You need to be logged in to contact sellers.' },
  contactFailed: { title: 'Error', message: 'Failed to send message. Please try again.' },
  sendFailed: { title: 'Error', message: 'Failed to send message' },
  startFailed: { title: 'Error', message: 'Failed to start conversation' },
  started: { title: 'Conversation started' },
  empty: 'Message cannot be empty.',
  participantRequired: 'Please enter a user ID.',
  userNotFound: 'That user does not exist.',
  conversationNotFound: 'Conversation not found.',
  notAccepting: { title: 'Messages Turned Off', message: 'This user is not accepting new messages.' },
  signInPrompt: 'Sign in to access messages',
  supportTeam: 'Support Team',
} as const;

/** The contact dialog's starting text, about one agent or the seller's work in general. */
export const contactPrefill = (agentTitle?: string) =>
  agentTitle
    ? `Hi! I have a question about your agent "${agentTitle}".`
    : "Hi! I'd like to know more about your agents.";

/** Leaderboard wording (docs/product.md#leaderboards-and-invites); the referral rule quotes the ledger's rate. */
export const leaderboardCopy = {
  empty: 'No data available yet',
  sellerOfTheWeek: 'Seller of the Week',
  topInviter: 'Top Inviter',
  referralRule: `Earn ${bpsToPercent(fees.referralCommissionBps)} commission on every purchase your referrals make in their first ${payoutRules.referralWindowDays} days.`,
  weekResets: 'Rankings reset every Sunday at 12AM EST.',
  /** Under Top Sellers: what a download on it is (leaderboard.repo.ts listWeeklySellers). */
  sellersCounted: 'Counts downloads by verified buyers, once per buyer and agent.',
} as const;

/** Toasts and refusals of the settings screen, in the spec's words where it has them. */
export const settingsMessages = {
  invalidFileType: { title: 'Invalid File Type', message: 'Please choose an image file.' },
  fileTooLarge: { title: 'File Too Large', message: 'Please choose an image smaller than 5MB.' },
  avatarUpdated: { title: 'Avatar Updated', message: 'Your new picture is live.' },
  avatarRemoved: { title: 'Avatar Removed', message: 'Your picture was removed.' },
  uploadFailed: { title: 'Upload Failed', message: 'Failed to upload avatar.' },
  notificationsUpdated: { title: 'Notification Settings Updated', message: 'Your notification choices are saved.' },
  privacyUpdated: { title: 'Privacy Settings Updated', message: 'Your privacy choices are saved.' },
  updateFailed: { title: 'Update Failed', message: 'Failed to save your settings.' },
  emailReadOnly: 'Email cannot be changed. Contact support if you need to update it.',
  profilePrivate: 'This profile is private',
  profileForMembers: 'This profile is visible to signed-in members only',
  wrongPassword: { title: 'Deletion Failed', message: 'The password is not correct. Nothing was deleted.' },
  payoutPending: {
    title: 'Deletion Failed',
    message: 'A payout of yours is still being processed. You can delete the account once it is paid.',
  },
  unpaidBalance: (amount: string) => ({
    title: 'Deletion Failed',
    message: `Your balance of ${amount} has not been paid out yet. Request a payout from the seller dashboard first, then delete the account.`,
  }),
  deletionFailed: { title: 'Deletion Failed', message: 'Failed to delete account.' },
  accountDeleted: { title: 'Account Deleted', message: 'Your account and personal data were deleted.' },
  deletedUserName: 'Deleted user',
} as const;
