import { z } from 'zod';

/** `disputed`: the buyer's bank opened a chargeback; downloads are suspended until it closes. */
export const orderStatuses = ['completed', 'pending', 'failed', 'refunded', 'disputed'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** An order as GET /api/orders returns it (docs/product.md#orders-and-downloads). */
export const orderSchema = z.object({
  id: z.string(),
  listingId: z.string(),
  listing: z.object({ title: z.string(), platform: z.string() }),
  /** What the buyer paid, fee included: "20.59". */
  amount: z.string(),
  /** The listing price part of `amount`. */
  subtotal: z.string(),
  transactionFee: z.string(),
  /** The seller's discount code the order used, and the listing's price before it. */
  discountCode: z.string().nullable().optional(),
  originalPrice: z.string().nullable().optional(),
  status: z.enum(orderStatuses),
  createdAt: z.string(),
  /** A signed link valid for 24 hours; null once refunded or when not completed. */
  downloadUrl: z.string().nullable(),
  downloadToken: z.string().nullable(),
  /**
   * Set on a payment that was given back without an order, such as a second payment for an
   * agent the buyer already owns: "Refunded automatically: duplicate payment".
   */
  refundNote: z.string().nullable().optional(),
  /** The order's license key (`AGSY-…`) when its listing issues keys. */
  licenseKey: z.string().nullable().optional(),
  /** Seller-side lists only: who bought it. */
  buyer: z.object({ id: z.string(), displayName: z.string().nullable() }).optional(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderListSchema = z.array(orderSchema);

export const downloadQuerySchema = z.object({
  token: z.string({ error: 'A download token is required.' }).min(1, 'A download token is required.'),
});

export const downloadMessages = {
  invalidToken: 'This download link is not valid.',
  expired: 'This download link has expired. Open My Orders for a fresh one.',
  noAccess: 'You do not have access to this download.',
} as const;

/** GET /api/users/stats (docs/product.md#accounts-and-sessions). */
export const userStatsSchema = z.object({
  totalOrders: z.number().int(),
  totalFavorites: z.number().int(),
  totalListings: z.number().int(),
  totalSales: z.number().int(),
  totalEarnings: z.string(),
  averageRating: z.number(),
});
export type UserStats = z.infer<typeof userStatsSchema>;
