import { z } from 'zod';

/** Screen copy of the admin pages (docs/product.md#admin), read by the web app and the server alike. */
export const adminMessages = {
  codeRequired: { title: 'Access Code Required', message: 'Please enter the admin access code' },
  loginFailed: { title: 'Access Denied', message: 'Invalid access code' },
  checkFailed: { title: 'Access Denied', message: 'Please log in with admin access code' },
  granted: { title: 'Access Granted', message: 'Welcome to the Admin Dashboard' },
  unauthorized: { title: 'Unauthorized', message: 'Admin access required. Redirecting...' },
  roleRequired: 'Admin access required.',
  elevationRequired: 'Please log in with admin access code',
  tooManyAttempts: 'Too many wrong access codes. Please wait 15 minutes and try again.',
} as const;

/** How an access-code elevation lives and how wrong codes are limited (docs/decisions/025-admin-access.md). */
export const adminAccessRules = {
  idleMinutes: 30,
  maxHours: 8,
  failureLimit: 5,
  failureWindowMinutes: 15,
} as const;

/** POST /api/admin/login. A blank code is refused with the spec's message. */
export const adminLoginSchema = z.object({
  accessCode: z
    .string({ error: adminMessages.codeRequired.message })
    .max(200, 'The access code is too long.')
    .refine((v) => v.trim().length > 0, adminMessages.codeRequired.message),
});
export type AdminLogin = z.infer<typeof adminLoginSchema>;

/** POST /api/admin/login and GET /api/admin/verify: the elevation and when it runs out. */
export const adminSessionSchema = z.object({
  isAdmin: z.literal(true),
  /** The idle limit, pushed forward by every admin call, capped by the absolute limit. */
  expiresAt: z.string(),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;

/** POST /api/admin/logout. */
export const adminLogoutResponseSchema = z.object({ success: z.literal(true) });

/** The meaning of each admin card, shown as its tooltip; the server computes exactly this. */
export const adminAnalyticsDefinitions = {
  totalRevenue:
    "The platform's earnings: its 11% share of each sale plus the 3% buyer fees, less referral commissions and refunds, from the ledger.",
  activeUsers: 'Accounts that signed in or bought something in the last 30 days.',
  totalListings: 'Agents on sale now: active and not removed.',
  pendingPayouts: 'Payout requests waiting for an admin decision.',
} as const;

/** GET /api/analytics/admin. `totalRevenue` is a number of dollars, as the spec's entity says. */
export const adminAnalyticsSchema = z.object({
  totalRevenue: z.number(),
  activeUsers: z.number().int(),
  totalListings: z.number().int(),
  pendingPayouts: z.number().int(),
});
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;

const money = z.string();

/** GET /api/admin/sales-overview: ledger totals, the fee breakdown, and 30 days of daily figures. */
export const salesOverviewSchema = z.object({
  /** What buyers paid for sales (prices plus buyer fees), less refunds. */
  totalSales: money,
  /** Platform share plus buyer fees, less referral commissions and refunds. */
  platformEarnings: money,
  breakdown: z.object({
    platformShare: money,
    buyerFees: money,
    referralCommissions: money,
    refunds: money,
    sellerEarnings: money,
    payoutFees: money,
  }),
  rates: z.object({ platformSharePercent: z.string(), buyerFeePercent: z.string(), payoutFeePercent: z.string() }),
  daily: z.array(z.object({ date: z.string(), sales: money, platformEarnings: money })),
});
export type SalesOverview = z.infer<typeof salesOverviewSchema>;

/** One audit entry as the Audit log tab shows it. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  actorId: z.string(),
  actorEmail: z.string(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/admin/audit-log: newest first, filtered by actor (id or e-mail), action and target. */
export const auditLogQuerySchema = z.object({
  actor: z.string().trim().max(200).optional(),
  action: z.string().trim().max(100).optional(),
  targetType: z.string().trim().max(50).optional(),
  targetId: z.string().trim().max(100).optional(),
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

export const auditLogSchema = z.object({ entries: z.array(auditEntrySchema), nextBefore: z.number().nullable() });
export type AuditLog = z.infer<typeof auditLogSchema>;

/** The actions written to the audit log. */
export const auditActions = {
  signIn: 'admin.sign_in',
  signInFailed: 'admin.sign_in_failed',
  /** An attempt not even checked, because of too many recent failures. */
  signInBlocked: 'admin.sign_in_blocked',
  signOut: 'admin.sign_out',
  payoutCompleted: 'payout.completed',
  payoutFailed: 'payout.failed',
  listingFeatured: 'listing.featured',
} as const;
