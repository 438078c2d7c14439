/**
 * Cache keys of what more than one feature reads or changes. A feature that changes an order, a
 * listing or a seller's figures refreshes the others' views through these factories, without
 * importing them; a key used by one feature alone stays in that feature's api file.
 */
export const queryKeys = {
  listings: {
    /** Every listing query (marketplace pages, sections, details) starts with this. */
    all: ['/api/listings'] as const,
    /** One listing's detail (GET /api/listings/:id). */
    detail: (id: string) => ['/api/listings', id] as const,
  },
  orders: {
    /** The signed-in buyer's orders, in every shape a screen asks for them. */
    all: ['/api/orders'] as const,
    mine: () => ['/api/orders', 'mine'] as const,
    /** GET /api/orders/buyer/:userId, which the listing page reads for "Already Purchased". */
    ofBuyer: (userId: string) => ['/api/orders', 'buyer', userId] as const,
  },
  admin: {
    /** Every admin screen's read: an admin action refreshes the figures of all of them. */
    all: ['/api/admin'] as const,
    part: (name: string) => ['/api/admin', name] as const,
  },
  sellers: {
    /** The sellers directory, in every filter (GET /api/sellers). */
    all: ['/api/sellers'] as const,
    list: (params: object) => ['/api/sellers', params] as const,
    /** The Top Sellers strip (GET /api/analytics/top-sellers). */
    top: ['/api/analytics/top-sellers'] as const,
    topOf: (limit: number) => ['/api/analytics/top-sellers', limit] as const,
  },
  /** The user's notification switches: the settings screen writes them, the live stream reads one. */
  notificationSwitches: ['/api/users/notifications'] as const,
  sellerAnalytics: {
    /** The dashboard's figures, which sales, refunds, payouts and listing changes all move. */
    all: ['/api/analytics/seller'] as const,
    of: (sellerId: string) => ['/api/analytics/seller', sellerId] as const,
  },
};
