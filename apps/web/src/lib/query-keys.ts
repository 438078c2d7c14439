/**
 * Every cache key of the app, in one factory (docs/architecture.md#query-keys). Each queryOptions
 * and each invalidation takes its key from here; a feature refreshes another feature's reads
 * through these roots, never by writing the key out. Keys start with the path they read, except
 * the admin ones: all of them sit under one `admin` root, so an admin action refreshes every admin
 * figure and signing out of admin drops them all.
 */
const adminRoot = ['admin'] as const;

export const queryKeys = {
  currentUser: ['/api/auth/user'] as const,
  listings: {
    /** Every listing query (marketplace pages, sections, details) starts with this. */
    all: ['/api/listings'] as const,
    list: (params: object) => ['/api/listings', params] as const,
    count: (params: object) => ['/api/listings', 'count', params] as const,
    pages: (params: object) => ['/api/listings', 'pages', params] as const,
    /** One listing's detail (GET /api/listings/:id). */
    detail: (id: string) => ['/api/listings', id] as const,
    /** A buyer's install link or config block for one MCP client (GET /api/listings/:id/mcp-config). */
    mcpConfig: (id: string, client: string) => ['/api/listings', id, 'mcp-config', client] as const,
    /** A listing's public questions (GET /api/listings/:id/questions). */
    questions: (id: string) => ['/api/listings', id, 'questions'] as const,
  },
  /** The signed-in seller's discount codes (GET /api/discounts). */
  discounts: { all: ['/api/discounts'] as const },
  orders: {
    /** The signed-in buyer's orders, in every shape a screen asks for them. */
    all: ['/api/orders'] as const,
    mine: () => ['/api/orders', 'mine'] as const,
    /** GET /api/orders/buyer/:userId, which the listing page reads for "Already Purchased". */
    ofBuyer: (userId: string) => ['/api/orders', 'buyer', userId] as const,
  },
  admin: {
    /** Every admin read (dashboard, operations tabs, support inbox) starts with this. */
    all: adminRoot,
    session: [...adminRoot, '/api/admin/verify'] as const,
    analytics: [...adminRoot, '/api/analytics/admin'] as const,
    salesOverview: [...adminRoot, '/api/admin/sales-overview'] as const,
    auditLog: (filters: object) => [...adminRoot, '/api/admin/audit-log', filters] as const,
    payouts: [...adminRoot, '/api/admin/payouts'] as const,
    pendingPayouts: [...adminRoot, '/api/payouts', 'pending'] as const,
    disputes: [...adminRoot, '/api/admin/refunds/disputes'] as const,
    paymentDisputes: [...adminRoot, '/api/admin/payment-disputes'] as const,
    topSellers: [...adminRoot, '/api/admin/top-sellers'] as const,
    listings: [...adminRoot, '/api/admin/listings'] as const,
    inbox: {
      all: [...adminRoot, '/api/admin/inbox'] as const,
      of: (filter: object) => [...adminRoot, '/api/admin/inbox', filter] as const,
    },
    supportConversations: [...adminRoot, '/api/admin/conversations'] as const,
    supportMessages: (conversationId: string) =>
      [...adminRoot, '/api/admin/conversations', conversationId, 'messages'] as const,
    users: (search: string) => [...adminRoot, '/api/admin/users', search] as const,
    scans: (status: string) => [...adminRoot, '/api/admin/scans', status] as const,
  },
  sellers: {
    /** The sellers directory, in every filter (GET /api/sellers). */
    all: ['/api/sellers'] as const,
    list: (params: object) => ['/api/sellers', params] as const,
    /** The Top Sellers strip (GET /api/analytics/top-sellers). */
    top: ['/api/analytics/top-sellers'] as const,
    topOf: (limit: number) => ['/api/analytics/top-sellers', limit] as const,
    reviews: (id: string) => ['/api/reviews/seller', id] as const,
    replyTime: (id: string) => [`/api/users/${encodeURIComponent(id)}/reply-time`] as const,
  },
  people: {
    /** Every public profile (GET /api/users/:id): a new avatar or privacy choice changes them. */
    profiles: ['/api/users'] as const,
    profile: (id: string) => ['/api/users', id] as const,
    search: (name: string) => ['/api/people', name] as const,
  },
  /** The user's notification switches: the settings screen writes them, the live stream reads one. */
  notificationSwitches: ['/api/users/notifications'] as const,
  privacyPreferences: ['/api/users/privacy'] as const,
  /** The signed-in seller's domain claim (GET /api/users/me/domain). */
  verifiedDomain: ['/api/users/me/domain'] as const,
  /** The command-line sign-ins of Settings › Security (GET /api/cli/tokens). */
  /** The seller's webhook endpoints (GET /api/webhooks), each one's delivery log under it. */
  webhooks: {
    all: ['/api/webhooks'] as const,
    deliveries: (id: string) => ['/api/webhooks', id, 'deliveries'] as const,
  },
  cliTokens: ['/api/cli/tokens'] as const,
  /** A waiting device code on /activate (GET /api/cli/device/:userCode). */
  pendingDevice: (userCode: string) => ['/api/cli/device', userCode] as const,
  /** The signed-in seller's API tokens (GET /api/tokens), for Settings › Developers. */
  apiTokens: ['/api/tokens'] as const,
  /** The seller API's OpenAPI document, for the /developers reference; it changes only on deploy. */
  openApi: ['/api/v1/openapi.json'] as const,
  userStats: ['/api/users/stats'] as const,
  sellerAnalytics: {
    /** The dashboard's figures, which sales, refunds, payouts and listing changes all move. */
    all: ['/api/analytics/seller'] as const,
    of: (sellerId: string) => ['/api/analytics/seller', sellerId] as const,
    daily: (sellerId: string, days: number) => ['/api/analytics/seller', sellerId, 'daily', days] as const,
  },
  conversations: {
    /** The list; each thread's key starts with the same path, so the live stream finds both. */
    all: ['/api/conversations'] as const,
    messages: (conversationId: string) =>
      [`/api/conversations/${encodeURIComponent(conversationId)}/messages`] as const,
    unreadCount: ['/api/messages/unread-count'] as const,
  },
  refunds: {
    all: ['/api/refunds'] as const,
    as: (as: string) => ['/api/refunds', as] as const,
    eligibleOrders: ['/api/refunds/eligible-orders'] as const,
  },
  payouts: {
    all: ['/api/payouts'] as const,
    preferences: ['/api/payout-preferences'] as const,
  },
  favorites: ['/api/favorites'] as const,
  agentRequests: ['/api/agent-requests'] as const,
  /** The sellers' requests board (GET /api/requests). */
  requestsBoard: ['/api/requests'] as const,
  paymentsConfig: ['/api/payments/config'] as const,
  platformStats: ['/api/stats/platform'] as const,
  leaderboard: {
    topRatedAgents: ['/api/leaderboard/top-rated-agents'] as const,
    weeklySellers: ['/api/leaderboard/weekly-sellers'] as const,
    weeklyInviters: ['/api/leaderboard/weekly-inviters'] as const,
  },
  /** The bell's pages (GET /api/notifications); the live stream writes new notices into them. */
  notifications: ['/api/notifications'] as const,
  /** The model catalogue (GET /api/models); admins' changes refresh it. */
  models: { all: ['/api/models'] as const },
  releases: {
    /** A listing's versions (GET /api/listings/:id/versions), under the listing's own root. */
    ofListing: (listingId: string) => ['/api/listings', listingId, 'versions'] as const,
    /** An order's versions with their links, under the orders root: a refund or a notice refreshes them. */
    ofOrder: (orderId: string) => ['/api/orders', orderId, 'versions'] as const,
    diff: (listingId: string, from: string, to: string) => ['/api/listings', listingId, 'diff', from, to] as const,
    /** A version's scan, under the listing's root: a publish, rescan or appeal refreshes it. */
    scan: (listingId: string, version: string) => ['/api/listings', listingId, 'versions', version, 'scan'] as const,
  },
};
