import {
  paymentMessages,
  paymentsConfigSchema,
  sandboxConfirmResponseSchema,
  sandboxConfirmSchema,
} from '@agentsy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import type { Payments } from '../../payments';
import { PaymentDeclinedError } from '../../payments/payment-provider';
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
  /** Crash drill only (config.crashDrillHoldCharge): the number of the charge to leave without its order. */
  holdCharge?: number;
};

export const registerPaymentsRoutes = async (root: FastifyInstance, deps: Deps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { payments, checkout } = deps;

  app.get('/api/payments/config', { schema: { response: { 200: paymentsConfigSchema } } }, () => ({
    provider: payments.provider.name,
    ...(payments.provider.publishableKey ? { publishableKey: payments.provider.publishableKey } : {}),
    testMode: payments.provider.name === 'sandbox' || !!payments.provider.publishableKey?.startsWith('pk_test_'),
  }));

  const { sandbox } = payments;
  let charges = 0;
  if (sandbox) {
    app.post(
      '/api/payments/sandbox/confirm',
      {
        schema: { body: sandboxConfirmSchema, response: { 200: sandboxConfirmResponseSchema } },
        preHandler: requireUser,
        config: deps.paymentRateLimit,
      },
      async (req) => {
        const { clientSecret, ...card } = req.body;
        const intent = await sandbox.findBySecret(clientSecret);
        if (!intent) throw new AppError('NOT_FOUND', { message: paymentMessages.intentNotFound });
        if (intent.metadata.buyerId !== req.user.id) throw new AppError('FORBIDDEN');
        await checkout.assertPayable(intent.id);
        try {
          await sandbox.confirm(clientSecret, card);
        } catch (error) {
          if (!(error instanceof PaymentDeclinedError)) throw error;
          const code = error.status === 402 ? 'PAYMENT_FAILED' : 'BAD_REQUEST';
          throw new AppError(code, { message: error.message, title: 'Payment Failed' });
        }
        charges += 1;
        if (charges === deps.holdCharge) {
          // The card is charged and the order not yet made: the drill kills the process here.
          req.log.warn({ intent: intent.id }, 'crash drill: holding a charged payment before its order');
          process.stdout.write(`crash-drill: holding ${intent.id}\n`);
          await new Promise(() => {});
        }
        // What the card provider's webhook does: the order exists even if the browser goes away now.
        await checkout.fulfilProviderIntent(intent.id).catch((err) => {
          req.log.error({ err, intent: intent.id }, 'sandbox fulfilment failed; process-payment will retry it');
        });
        return { paymentIntent: { id: intent.id, status: 'succeeded' as const, amount: intent.amountCents } };
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
