import type Stripe from 'stripe';
import type { ClaimEvent, PaymentDisputesService } from '../refunds/payment-disputes.service';

const idOf = (ref: string | { id: string } | null | undefined) => (typeof ref === 'string' ? ref : ref?.id);

/** Stripe's balance transactions of a dispute carry its fee (15.00 USD) when one was charged. */
const feeOf = (dispute: Stripe.Dispute) =>
  (dispute.balance_transactions ?? []).reduce((sum, bt) => sum + Math.max(0, bt.fee ?? 0), 0);

export const chargeEventTypes = ['charge.refunded', 'charge.dispute.created', 'charge.dispute.closed'] as const;
type ChargeEvent = Extract<Stripe.Event, { type: (typeof chargeEventTypes)[number] }>;

export const isChargeEvent = (event: Stripe.Event): event is ChargeEvent =>
  (chargeEventTypes as readonly string[]).includes(event.type);

/**
 * Refunds made in Stripe's dashboard and chargebacks, handed to the refunds module with the
 * figures it needs. An event about a charge with no payment intent was not made by checkout and
 * is only recorded.
 */
export const handleChargeEvent = async (disputes: PaymentDisputesService, event: ChargeEvent, claim: ClaimEvent) => {
  if (event.type === 'charge.refunded') {
    const charge = event.data.object;
    const providerIntentId = idOf(charge.payment_intent);
    if (!providerIntentId) return undefined;
    return disputes.refunded({
      claim,
      providerIntentId,
      chargeId: charge.id,
      amountCents: charge.amount,
      amountRefundedCents: charge.amount_refunded,
    });
  }
  const dispute = event.data.object;
  const providerIntentId = idOf(dispute.payment_intent);
  if (!providerIntentId) return undefined;
  const facts = { claim, providerIntentId, disputeId: dispute.id, amountCents: dispute.amount, reason: dispute.reason };
  if (event.type === 'charge.dispute.created') return disputes.disputeOpened(facts);
  return disputes.disputeClosed({ ...facts, won: dispute.status !== 'lost', feeCents: feeOf(dispute) });
};
