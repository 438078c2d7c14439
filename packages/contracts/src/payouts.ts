import { z } from 'zod';

export const payoutMethods = ['paypal', 'bank'] as const;
export type PayoutMethod = (typeof payoutMethods)[number];
/** The preferences dialog calls the bank method "ach" (docs/product.md#payouts). */
export const payoutPreferenceMethods = ['paypal', 'ach'] as const;
export const payoutStatuses = ['pending', 'completed', 'failed'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

export const payoutMessages = {
  invalidAmount: { title: 'Invalid Amount', message: 'Please enter an amount greater than 0.' },
  minimum: { title: 'Minimum Amount Required', message: 'The minimum payout is $5.00.' },
  insufficient: { title: 'Insufficient Balance', message: 'The amount is more than your available balance.' },
  paypalRequired: { title: 'PayPal Email Required', message: 'Please enter your PayPal email address.' },
  bankRequired: { title: 'Bank Details Required', message: 'Save your bank account in Payout Settings first.' },
  pendingExists: 'You already have a pending payout request.',
  notPending: 'This payout has already been processed.',
  preferencesIncomplete: 'All required fields must be filled for the selected payout method',
  routingNumber: 'Routing number must be a valid 9-digit ABA routing number.',
  accountNumber: 'Account number must be 4 to 17 digits.',
} as const;

/** POST /api/payouts (docs/product.md#payouts). */
export const payoutRequestSchema = z
  .object({
    amount: z.union([z.string(), z.number()], { error: payoutMessages.invalidAmount.message }),
    payoutMethod: z.enum(payoutMethods, { error: 'payoutMethod must be paypal or bank' }),
    paypalEmail: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || undefined)
      .pipe(z.email('Enter a valid email address').optional()),
  })
  .refine((p) => p.payoutMethod !== 'paypal' || !!p.paypalEmail, {
    path: ['paypalEmail'],
    message: payoutMessages.paypalRequired.title,
  });
export type PayoutRequest = z.input<typeof payoutRequestSchema>;

export const payoutStatusUpdateSchema = z.object({
  status: z.enum(['completed', 'failed'], { error: 'status must be completed or failed' }),
});

export const payoutListQuerySchema = z.object({ status: z.enum(payoutStatuses).optional() });

export const payoutSchema = z.object({
  id: z.string(),
  userId: z.string(),
  amount: z.string(),
  fee: z.string(),
  /** What reaches the seller: amount minus the 3% fee. */
  netAmount: z.string(),
  payoutMethod: z.enum(payoutMethods),
  paypalEmail: z.string().nullable(),
  bankName: z.string().nullable(),
  /** Last 4 digits only. */
  accountNumber: z.string().nullable(),
  status: z.enum(payoutStatuses),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
  user: z.object({
    id: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    displayName: z.string().nullable(),
    email: z.string(),
  }),
});
export type Payout = z.infer<typeof payoutSchema>;

/** The ABA checksum: 3-7-1 weights over the nine digits sum to a multiple of 10. */
export const isValidRoutingNumber = (value: string) => {
  if (!/^\d{9}$/.test(value)) return false;
  const d = [...value].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
};

const optionalText = z
  .string()
  .trim()
  .max(200)
  .optional()
  .nullable()
  .transform((v) => v || undefined);

/** POST /api/payout-preferences (docs/product.md#payouts): cross-field rules report on payoutMethod. */
export const payoutPreferencesSchema = z
  .object({
    payoutMethod: z.enum(payoutPreferenceMethods, { error: 'payoutMethod must be paypal or ach' }),
    paypalEmail: z
      .string()
      .trim()
      .optional()
      .nullable()
      .transform((v) => v || undefined)
      .pipe(z.email('Enter a valid email address').optional()),
    bankAccountHolderName: optionalText,
    bankRoutingNumber: optionalText,
    bankAccountNumber: optionalText,
    bankName: optionalText,
  })
  .superRefine((p, ctx) => {
    const isAch = p.payoutMethod === 'ach';
    const missing = isAch
      ? !p.bankAccountHolderName || !p.bankRoutingNumber || !p.bankAccountNumber || !p.bankName
      : !p.paypalEmail;
    if (missing) {
      ctx.addIssue({ code: 'custom', path: ['payoutMethod'], message: payoutMessages.preferencesIncomplete });
      return;
    }
    if (!isAch) return;
    if (!isValidRoutingNumber(p.bankRoutingNumber!)) {
      ctx.addIssue({ code: 'custom', path: ['bankRoutingNumber'], message: payoutMessages.routingNumber });
    }
    if (!/^\d{4,17}$/.test(p.bankAccountNumber!)) {
      ctx.addIssue({ code: 'custom', path: ['bankAccountNumber'], message: payoutMessages.accountNumber });
    }
  });
export type PayoutPreferencesRequest = z.input<typeof payoutPreferencesSchema>;

/** Saved preferences as the server returns them: never the full account number. */
export const payoutPreferencesResponseSchema = z.object({
  payoutMethod: z.enum(payoutPreferenceMethods).nullable(),
  paypalEmail: z.string().nullable(),
  bankAccountHolderName: z.string().nullable(),
  bankRoutingNumber: z.string().nullable(),
  bankAccountLast4: z.string().nullable(),
  bankName: z.string().nullable(),
});
export type PayoutPreferences = z.infer<typeof payoutPreferencesResponseSchema>;

/** GET /api/wallet/{userId}: every figure derived from the ledger. */
export const walletSchema = z.object({
  balance: z.string(),
  availableBalance: z.string(),
  totalEarnings: z.string(),
  totalRefunded: z.string(),
  pendingPayouts: z.string(),
  totalPaidOut: z.string(),
  currency: z.literal('usd'),
});
export type Wallet = z.infer<typeof walletSchema>;

/** GET /api/analytics/seller/{id} (docs/product.md#seller-dashboard-and-earnings plus real month-over-month trends). */
export const sellerAnalyticsSchema = z.object({
  wallet: walletSchema,
  activeListings: z.number().int(),
  totalListings: z.number().int(),
  totalViews: z.number().int(),
  totalSales: z.number().int(),
  monthlySales: z.string(),
  monthlySalesCount: z.number().int(),
  previousMonthSales: z.string(),
  previousMonthSalesCount: z.number().int(),
  /** Percent change against last month, one decimal; null when last month had none. */
  monthlySalesTrend: z.number().nullable(),
  monthlySalesCountTrend: z.number().nullable(),
  listings: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      platform: z.string(),
      price: z.string(),
      active: z.boolean(),
      downloadCount: z.number().int(),
      viewCount: z.number().int(),
      sales: z.number().int(),
      hasVideo: z.boolean(),
      rating: z.object({ average: z.number(), count: z.number().int() }),
    }),
  ),
});
export type SellerAnalytics = z.infer<typeof sellerAnalyticsSchema>;
