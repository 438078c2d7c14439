import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { AppError } from '../../lib/app-error';
import type { StripeProvider } from '../../payments/stripe-provider';
import type { CheckoutService } from '../orders/checkout.service';
import type { PaymentDisputesService } from '../refunds/payment-disputes.service';
import { handleChargeEvent, isChargeEvent } from './stripe-charge-events';
import type { WebhookEventsService } from './webhook-events.service';

type Deps = {
  stripe: StripeProvider;
  checkout: CheckoutService;
  webhookEvents: WebhookEventsService;
  paymentDisputes: PaymentDisputesService;
};

/**
 * POST /api/webhooks/stripe. The signature covers the exact bytes sent, so this route (and only
 * this route, in its own scope) keeps the body as a raw buffer instead of parsing JSON.
 */
export const registerStripeWebhook = async (
  root: FastifyInstance,
  { stripe, checkout, webhookEvents, paymentDisputes }: Deps,
) => {
  await root.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_req, body, done) =>
      done(null, body),
    );

    scope.post('/api/webhooks/stripe', async (req) => {
      const raw = req.body;
      if (!Buffer.isBuffer(raw)) throw new AppError('BAD_REQUEST', { message: 'Expected a JSON body.' });
      const signature = req.headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        event = stripe.constructEvent(raw, typeof signature === 'string' ? signature : undefined);
      } catch {
        throw new AppError('BAD_REQUEST', { message: 'Invalid webhook signature.' });
      }
      if (await webhookEvents.isHandled(event.id)) return { received: true, duplicate: true };
      const recorded = { id: event.id, type: event.type, provider: 'stripe' };
      if (isChargeEvent(event)) {
        // Refunds and chargebacks claim the event in their own transaction: exactly one effect.
        const outcome = await handleChargeEvent(paymentDisputes, event, (tx) => webhookEvents.claimIn(tx, recorded));
        if (outcome?.duplicate) return { received: true, duplicate: true };
        if (outcome) return { received: true };
      }
      if (event.type === 'payment_intent.succeeded') {
        await checkout.fulfilProviderIntent(event.data.object.id);
      }
      await webhookEvents.markHandled(recorded);
      return { received: true };
    });
  });
};
