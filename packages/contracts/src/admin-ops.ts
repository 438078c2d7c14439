import { z } from 'zod';
import { refundSchema } from './refunds';

/**
 * The admin dashboard's operating tabs: Top Sellers, Moderation, Disputes and Inbox
 * (docs/product.md#admin). Money is a decimal string in dollars, as everywhere else.
 */

/** GET /api/admin/top-sellers: best earners first; earnings are the seller's net sale credits in the ledger. */
export const adminTopSellerSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** Completed orders of the seller's listings (refunded ones drop out). */
  totalSales: z.number().int(),
  /** Listings not removed by an admin, active or not. */
  listingsCount: z.number().int(),
  totalEarnings: z.string(),
  createdAt: z.string(),
});
export type AdminTopSeller = z.infer<typeof adminTopSellerSchema>;
export const adminTopSellersLimit = 50;

/** GET /api/admin/listings: every listing still on the books, newest first. */
export const adminListingSchema = z.object({
  id: z.string(),
  title: z.string(),
  price: z.string(),
  featured: z.boolean(),
  active: z.boolean(),
  createdAt: z.string(),
  seller: z.object({ id: z.string(), name: z.string(), email: z.string() }),
});
export type AdminListing = z.infer<typeof adminListingSchema>;

/** DELETE /api/admin/listings/{id}: a soft delete, answered with when it happened. */
export const adminListingRemovedSchema = z.object({ id: z.string(), removedAt: z.string() });

/** The columns of GET /api/admin/export-sales, one row per completed order, oldest first. */
export const salesExportColumns = [
  { key: 'orderId', header: 'Order ID' },
  { key: 'date', header: 'Date' },
  { key: 'listingId', header: 'Listing ID' },
  { key: 'listingTitle', header: 'Listing' },
  { key: 'sellerEmail', header: 'Seller Email' },
  { key: 'buyerEmail', header: 'Buyer Email' },
  { key: 'price', header: 'Price' },
  { key: 'buyerFee', header: 'Buyer Fee' },
  { key: 'total', header: 'Total Paid' },
  { key: 'discountCode', header: 'Discount Code' },
] as const;

/** `sales-YYYY-MM-DD.csv`, dated in UTC. */
export const salesExportFileName = (at: Date) => `sales-${at.toISOString().slice(0, 10)}.csv`;

/** GET /api/admin/disputes: disputed refund requests with both sides' statements. */
export const adminDisputeSchema = refundSchema.extend({
  seller: z.object({ id: z.string(), displayName: z.string().nullable(), email: z.string() }),
});
export type AdminDispute = z.infer<typeof adminDisputeSchema>;

/**
 * GET /api/admin/payment-disputes: what the card processor did outside Agentsy and is still open,
 * oldest first: chargebacks, and partial refunds the ledger does not book on its own.
 */
export const adminPaymentDisputeSchema = z.object({
  id: z.string(),
  kind: z.enum(['dispute', 'partial_refund']),
  status: z.enum(['open', 'won', 'lost', 'closed']),
  orderId: z.string(),
  listing: z.object({ title: z.string() }),
  /** Disputed, or refunded so far: "10.30". */
  amount: z.string(),
  /** Of the order: "10.30". */
  orderAmount: z.string(),
  held: z.string(),
  reason: z.string(),
  createdAt: z.string(),
});
export type AdminPaymentDispute = z.infer<typeof adminPaymentDisputeSchema>;

export const inboxKinds = ['feedback', 'contact', 'agent-request'] as const;
export type InboxKind = (typeof inboxKinds)[number];
export const inboxKindLabels: Record<InboxKind, string> = {
  feedback: 'Feedback',
  contact: 'Contact Message',
  'agent-request': 'Agent Request',
};

/** GET /api/admin/inbox?kind=&status=: newest first. */
export const inboxQuerySchema = z.object({
  kind: z.enum(inboxKinds, { error: 'kind must be feedback, contact or agent-request' }).optional(),
  status: z.enum(['open', 'handled', 'all'], { error: 'status must be open, handled or all' }).default('open'),
});
export type InboxQuery = z.input<typeof inboxQuerySchema>;
export const inboxPageSize = 200;

/** One submission of any kind, in one shape so a single list can show them together. */
export const inboxItemSchema = z.object({
  kind: z.enum(inboxKinds),
  id: z.string(),
  title: z.string(),
  body: z.string(),
  /** Kind-specific details (page, role, budget, use case...), in display order. */
  details: z.array(z.object({ label: z.string(), value: z.string() })),
  sender: z.object({ name: z.string().nullable(), email: z.string().nullable() }),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

/** PATCH /api/admin/inbox/{kind}/{id}: mark handled, or reopen. */
export const inboxItemPathSchema = z.object({ kind: z.enum(inboxKinds), id: z.string() });
export const inboxUpdateSchema = z.object({
  handled: z.boolean({ error: 'handled must be true or false' }),
});
export type InboxUpdate = z.infer<typeof inboxUpdateSchema>;

export const adminOpsMessages = {
  listingNotFound: 'Listing not found or already removed.',
  inboxItemNotFound: 'Inbox item not found.',
} as const;
