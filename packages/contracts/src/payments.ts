import { z } from 'zod';
import { moneyCents } from './money';

/** The fixed paymentIntentId the web sends for a free listing (docs/product.md#checkout-and-payments). */
export const FREE_DOWNLOAD = 'free_download';

export const paymentProviders = ['sandbox', 'stripe'] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];

/** Test cards of the built-in sandbox provider; the same numbers as the card provider's test mode. */
export const sandboxCards = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

export const paymentMessages = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expired: 'Your card has expired.',
  incorrectCvc: "Your card's security code is incorrect.",
  incorrectNumber: 'Your card number is incorrect.',
  invalidExpiry: "Your card's expiration date is invalid.",
  incompleteNumber: 'Your card number is incomplete.',
  incompleteExpiry: "Your card's expiration date is incomplete.",
  incompleteCvc: "Your card's security code is incomplete.",
  alreadyPurchased: 'You have already purchased this agent.',
  ownListing: 'You cannot buy your own listing.',
  freeListing: 'This agent is free: download it without a payment.',
  notFree: 'This agent is not free.',
  figuresChanged: 'The price of this agent has changed. Please reload the page and try again.',
  notSucceeded: 'The payment has not succeeded.',
  intentNotFound: 'Payment not found.',
  listingNotFound: "The agent you're looking for doesn't exist.",
  intentExpired: 'This payment has expired. Please start the checkout again.',
  canceled: 'This agent is no longer on sale; the payment was canceled.',
  duplicateRefunded: 'You have already purchased this agent. This payment was refunded automatically.',
  expiredRefunded: 'This payment arrived after it had expired. It was refunded automatically.',
  unavailableRefunded: 'This agent is no longer on sale. The payment was refunded automatically.',
} as const;

/** An open payment intent can be paid for this long; after that it is void (docs/decisions/013). */
export const paymentIntentTtlMinutes = 60;

/** Why a payment was given back without an order, as the buyer's orders page says it. */
export const automaticRefundReasons = {
  duplicate: 'Refunded automatically: duplicate payment',
  unavailable: 'Refunded automatically: agent no longer on sale',
  expired: 'Refunded automatically: payment expired',
} as const;
export type AutomaticRefundReason = keyof typeof automaticRefundReasons;

/** POST /api/create-payment-intent: the client's figures are checked against the server's. */
export const createPaymentIntentSchema = z.object({
  listingId: z.string({ error: 'listingId is required' }).trim().min(1, 'listingId is required'),
  amount: moneyCents('amount').optional(),
  subtotal: moneyCents('subtotal').optional(),
  transactionFee: moneyCents('transactionFee').optional(),
  /** A seller's discount code: the server prices the purchase with it (docs/product.md#discount-codes). */
  discountCode: z.string().trim().max(64).optional(),
});
export type CreatePaymentIntentRequest = z.input<typeof createPaymentIntentSchema>;
/** The same request as the server reads it: the figures in cents. */
export type CreatePaymentIntentBody = z.output<typeof createPaymentIntentSchema>;

export const paymentIntentResponseSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  amount: z.string(),
  subtotal: z.string(),
  transactionFee: z.string(),
  currency: z.literal('usd'),
  provider: z.enum(paymentProviders),
  /** With a discount code: the code and the listing's price before it. */
  discountCode: z.string().optional(),
  originalPrice: z.string().optional(),
});
export type PaymentIntentResponse = z.infer<typeof paymentIntentResponseSchema>;

/** POST /api/process-payment; `free_download` for a listing priced 0, or made free by a 100% code. */
export const processPaymentSchema = z.object({
  paymentIntentId: z.string({ error: 'paymentIntentId is required' }).trim().min(1, 'paymentIntentId is required'),
  listingId: z.string({ error: 'listingId is required' }).trim().min(1, 'listingId is required'),
  discountCode: z.string().trim().max(64).optional(),
});
export type ProcessPaymentRequest = z.infer<typeof processPaymentSchema>;

/** GET /api/payments/config: which browser component to show. */
export const paymentsConfigSchema = z.object({
  provider: z.enum(paymentProviders),
  publishableKey: z.string().optional(),
  testMode: z.boolean(),
});
export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;

const digits = (v: string) => v.replace(/[\s-]/g, '');

/** POST /api/payments/sandbox/confirm: the sandbox's stand-in for the provider's card form. */
export const sandboxConfirmSchema = z.object({
  clientSecret: z.string({ error: 'clientSecret is required' }).min(1, 'clientSecret is required'),
  cardNumber: z.string({ error: paymentMessages.incorrectNumber }).transform(digits),
  expMonth: z.coerce.number({ error: paymentMessages.invalidExpiry }).int(),
  expYear: z.coerce.number({ error: paymentMessages.invalidExpiry }).int(),
  cvc: z.string({ error: paymentMessages.incorrectCvc }).trim(),
});
export type SandboxConfirmRequest = z.input<typeof sandboxConfirmSchema>;

export const sandboxConfirmResponseSchema = z.object({
  paymentIntent: z.object({ id: z.string(), status: z.literal('succeeded'), amount: z.number().int() }),
});
export type SandboxConfirmResponse = z.infer<typeof sandboxConfirmResponseSchema>;
