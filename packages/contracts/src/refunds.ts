import { z } from 'zod';

export const refundReasons = ['not-working', 'missing-files', 'wrong-platform', 'duplicate', 'other'] as const;
export type RefundReason = (typeof refundReasons)[number];
/** How a reason reads on screen, to the buyer, the seller and the admins. */
export const refundReasonLabels: Record<RefundReason, string> = {
  'not-working': 'Agent not working as described',
  'missing-files': 'Missing or incomplete files',
  'wrong-platform': 'Wrong platform or incompatible',
  duplicate: 'Duplicate purchase',
  other: 'Other',
};
export const refundStatuses = ['pending', 'approved', 'rejected', 'disputed', 'resolved'] as const;
export type RefundStatus = (typeof refundStatuses)[number];
/** Requests that still block a new one on the same order. */
export const openRefundStatuses = ['pending', 'disputed'] as const satisfies readonly RefundStatus[];

export const refundMessages = {
  messageRequired: { title: 'Message Required', message: 'Please provide a message with your response.' },
  windowClosed: 'Refunds can be requested within 30 days of purchase.',
  notRefundable: 'Only completed paid orders can be refunded.',
  alreadyOpen: 'A refund request for this order is already open.',
  alreadyRefunded: 'This order has already been refunded.',
  notPending: 'This refund request has already been answered.',
  notRejected: 'Only a rejected request can be disputed.',
  notDisputed: 'Only a disputed request can be resolved.',
  disputeReasonRequired: 'Please explain why you dispute the decision.',
  processing: 'Refund processed within 3-5 business days',
  /** Reviews stay only for purchases that stand; a refund takes the buyer's review with it. */
  reviewRemoved: 'Any review you left for this agent was removed with the refund.',
} as const;

const messageText = z
  .string({ error: refundMessages.messageRequired.message })
  .trim()
  .min(1, refundMessages.messageRequired.message)
  .max(2000, 'Message must be at most 2000 characters');

/** POST /api/refunds (the Request Refund dialog). */
export const createRefundSchema = z.object({
  orderId: z.string({ error: 'Please choose an order.' }).trim().min(1, 'Please choose an order.'),
  reason: z.enum(refundReasons, { error: 'Please choose a reason.' }),
  description: z.string().trim().max(2000, 'Description must be at most 2000 characters').default(''),
});
export type CreateRefundRequest = z.input<typeof createRefundSchema>;

/** POST /api/refunds/{refundId}/respond (docs/product.md#refunds-and-disputes). */
export const refundResponseSchema = z.object({
  action: z.enum(['approve', 'reject'], { error: 'action must be approve or reject' }),
  message: messageText,
});
export type RefundResponseRequest = z.input<typeof refundResponseSchema>;

export const refundDisputeSchema = z.object({
  reason: z
    .string({ error: refundMessages.disputeReasonRequired })
    .trim()
    .min(1, refundMessages.disputeReasonRequired)
    .max(2000, 'Reason must be at most 2000 characters'),
});

/** POST /api/admin/refunds/{id}/resolve: refund the buyer, or uphold the seller's rejection. */
export const refundResolveSchema = z.object({
  outcome: z.enum(['refund', 'uphold'], { error: 'outcome must be refund or uphold' }),
  message: messageText,
});

export const refundListQuerySchema = z.object({
  as: z.enum(['buyer', 'seller']).optional(),
  status: z.enum(refundStatuses).optional(),
});

export const refundSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  status: z.enum(refundStatuses),
  amount: z.string(),
  reason: z.enum(refundReasons),
  description: z.string(),
  createdAt: z.string(),
  respondedAt: z.string().nullable(),
  sellerMessage: z.string().nullable(),
  disputeReason: z.string().nullable(),
  resolution: z.string().nullable(),
  buyer: z.object({ id: z.string(), displayName: z.string().nullable(), email: z.string() }),
  order: z.object({ id: z.string(), listingId: z.string(), listing: z.object({ title: z.string() }) }),
});
export type Refund = z.infer<typeof refundSchema>;

/** GET /api/refunds/eligible-orders: the dialog's order choices. */
export const refundEligibleOrderSchema = z.object({
  id: z.string(),
  listingId: z.string(),
  listing: z.object({ title: z.string() }),
  amount: z.string(),
  createdAt: z.string(),
});

/** What the card processor did to an order outside Agentsy (a refund from its dashboard, a chargeback). */
export const paymentChanges = ['refunded', 'partiallyRefunded', 'disputed', 'disputeWon', 'disputeLost'] as const;
export type PaymentChange = (typeof paymentChanges)[number];

/**
 * The note each side gets about such a change, in their inbox and by mail: subject and body.
 * `amount` is the refunded or disputed sum, formatted ("$10.30").
 */
export const paymentChangeNotes = (
  change: PaymentChange,
  side: 'buyer' | 'seller',
  { title, amount }: { title: string; amount: string },
): { subject: string; text: string } => {
  const buyer = side === 'buyer';
  switch (change) {
    case 'refunded':
      return {
        subject: `Order refunded: ${title}`,
        text: buyer
          ? `Your payment of ${amount} for ${title} was refunded. The download is no longer available.`
          : `The payment of ${amount} for ${title} was refunded by the payment provider. The sale is taken out of your earnings.`,
      };
    case 'partiallyRefunded':
      return {
        subject: `Partial refund: ${title}`,
        text: buyer
          ? `${amount} of your payment for ${title} was refunded. You keep your download.`
          : `${amount} of the payment for ${title} was refunded by the payment provider. Our team reviews the order and will adjust your earnings if needed.`,
      };
    case 'disputed':
      return {
        subject: `Payment disputed: ${title}`,
        text: buyer
          ? `Your bank disputed your payment of ${amount} for ${title}. Downloads of this agent are paused until the dispute is settled.`
          : `A buyer's bank disputed the payment of ${amount} for ${title}. Your share of this sale is held from your balance until the dispute is settled.`,
      };
    case 'disputeWon':
      return {
        subject: `Dispute closed: ${title}`,
        text: buyer
          ? `The dispute about your payment for ${title} was settled in the seller's favour. Your download is available again.`
          : `The dispute about ${title} was settled in your favour. The held amount is back in your balance.`,
      };
    case 'disputeLost':
      return {
        subject: `Dispute closed: ${title}`,
        text: buyer
          ? `The dispute about your payment for ${title} was settled in your favour: ${amount} was returned to you. The download is no longer available.`
          : `The dispute about ${title} was settled in the buyer's favour. The sale is taken out of your earnings.`,
      };
  }
};
