import { paymentsConfigSchema, sandboxConfirmResponseSchema, sandboxConfirmSchema } from '@agentsy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Payments } from '../../payments';
import { requireUser } from '../../plugins/session';
import type { CheckoutService } from '../orders/checkout.service';
import type { PaymentDisputesService } from '../refunds/payment-disputes.service';
import { registerStripeWebhook } from './stripe-webhook.routes';
import type { WebhookEventsService } from './webhook-events.service';

type Deps = {
  payments: Payments;
  checkout: CheckoutService;
  webhookEvents: WebhookEventsService;
  paymentDisputes: PaymentDisputesService;
  paymentRateLimit: object;
};

export const registerPaymentsRoutes = async (root: FastifyInstance, deps: Deps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { payments, checkout } = deps;

  app.get('/api/payments/config', { schema: { response: { 200: paymentsConfigSchema } } }, () => ({
    provider: payments.provider.name,
    ...(payments.provider.publishableKey ? { publishableKey: payments.provider.publishableKey } : {}),
    testMode: payments.provider.name === 'sandbox' || !!payments.provider.publishableKey?.startsWith('pk_test_'),
  }));

  if (payments.sandbox) {
    app.post(
      '/api/payments/sandbox/confirm',
      {
        schema: { body: sandboxConfirmSchema, response: { 200: sandboxConfirmResponseSchema } },
        onRequest: requireUser,
        config: deps.paymentRateLimit,
      },
      (req) => {
        const { clientSecret, ...card } = req.body;
        return checkout.confirmSandboxPayment({ buyerId: req.user.id, clientSecret, card });
      },
    );
  }

  if (payments.stripe)
    await registerStripeWebhook(root, {
      stripe: payments.stripe,
      checkout,
      webhookEvents: deps.webhookEvents,
      paymentDisputes: deps.paymentDisputes,
    });
};
