/** Business constants from the specs, in one place. */
export const limits = {
  marketplacePageSize: 20,
  /** The API's largest page: a seller's public profile lists every active agent at once. */
  sellerProfileAgents: 100,
  homeFeatured: 6,
  weeklyDrops: 3,
  topSellers: 3,
  leaderboardCardTop: 3,
  /** Entries per leaderboard tab. */
  leaderboardSize: 10,
  skeletonCards: 8,
  passwordMin: 8,
  passwordMax: 128,
  bioMax: 500,
  avatarMaxBytes: 5 * 1024 * 1024,
  agentFileMaxBytes: 10 * 1024 * 1024,
  videoMaxBytes: 52_428_800,
  /** Demo videos a seller may hold uploaded but not yet attached to a listing. */
  unattachedVideosPerUser: 5,
  maxTags: 5,
  descriptionMin: 10,
  priceMaxCents: 1_000_000,
  refundWindowDays: 30,
  downloadLinkHours: 24,
  recentReviews: 5,
  /** Longest message a user can send; long enough for a detailed question, short enough to read. */
  messageMax: 5000,
  /** A seller's reply time shows once this many conversations have an answer. */
  replyTimeMinConversations: 3,
  replyTimeWindowDays: 90,
  /** People found by a name search on the new-conversation form: more letters narrow it down. */
  peopleSearchMax: 8,
} as const;

/**
 * How long a session lasts. Idle: a session not used for this long ends (each use pushes the end
 * back, written at most once per `refreshSeconds`). Absolute: no use keeps it past this age.
 */
export const sessionLifetime = {
  idleSeconds: 7 * 24 * 60 * 60,
  absoluteSeconds: 30 * 24 * 60 * 60,
  refreshSeconds: 60 * 60,
} as const;

export const timing = {
  loginRedirectMs: 500,
  adminRedirectMs: 1000,
  toastDurationMs: 5000,
  feedbackAutoOpenMs: 3000,
  feedbackResetMs: 3000,
  installButtonDelayMs: 3000,
} as const;

export const support = {
  hours: 'Mon-Fri 9-6 EST, Sat 10-4, Sun closed',
  email: 'support@agentsy.dev',
} as const;

export const badges = {
  topRatedMin: 4.5,
  experiencedSellerSales: 5,
  foundingCreatorBefore: '2025-01-01',
  leaderboardMinReviews: 3,
} as const;

/** How long each leaderboard answer may be reused, by the server and by browsers (docs/product.md#leaderboards-and-invites). */
export const leaderboardCacheSeconds = {
  weeklySellers: 300,
  topRatedAgents: 600,
  weeklyInviters: 300,
} as const;

export const themeStorageKey = 'agentsy-ui-theme';

// The one list of each: the server's checks and the web's file pickers read these
// (docs/product.md#listing-uploads).
/** Agent file extensions the server accepts and the upload dialog offers. */
export const agentFileExtensions = ['.json', '.yaml', '.yml', '.py', '.txt', '.zip'] as const;
export type AgentFileExtension = (typeof agentFileExtensions)[number];
/** The create screen offers the same without .txt. */
export const createScreenAgentExtensions = agentFileExtensions.filter((extension) => extension !== '.txt');
export const videoExtensions = ['.mp4', '.mov', '.webm'] as const;
export type VideoExtension = (typeof videoExtensions)[number];

/** Review replies, questions and the requests board (docs/product.md#community). */
export const communityLimits = {
  replyMax: 2000,
  questionMin: 10,
  questionMax: 1000,
  answerMax: 2000,
  /** Questions one user may ask in an hour, across all listings. */
  questionsPerHour: 5,
  /** A request leaves the board this many days after it was made. */
  requestOpenDays: 30,
  /** The profile shows the rating across agents from this many reviews on this many agents. */
  ratingAcrossMinReviews: 10,
  ratingAcrossMinAgents: 2,
} as const;
