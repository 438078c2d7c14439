import Stripe from 'stripe';
import type { PaymentProvider, ProviderIntent, ProviderIntentStatus } from './payment-provider';

export type StripeSettings = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Tests point the SDK at a local stand-in server. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
};

const known: readonly string[] = ['succeeded', 'processing', 'canceled', 'requires_payment_method'];
const statusOf = (s: string): ProviderIntentStatus => (known.includes(s) ? (s as ProviderIntentStatus) : 'other');

const toIntent = (pi: Stripe.PaymentIntent): ProviderIntent => ({
  id: pi.id,
  clientSecret: pi.client_secret ?? '',
  status: statusOf(pi.status),
  amountCents: pi.amount,
  currency: pi.currency,
  metadata: pi.metadata ?? {},
});

export const createStripeClient = (settings: StripeSettings) =>
  new Stripe(settings.secretKey, { maxNetworkRetries: 2, timeout: 20_000, telemetry: false, ...settings.api });

export const createStripeProvider = (settings: StripeSettings, stripe = createStripeClient(settings)) => {
  const provider: PaymentProvider = {
    name: 'stripe',
    publishableKey: settings.publishableKey,
    createIntent: async ({ amountCents, currency, metadata, idempotencyKey }) =>
      toIntent(
        await stripe.paymentIntents.create(
          { amount: amountCents, currency, metadata, automatic_payment_methods: { enabled: true } },
          { idempotencyKey },
        ),
      ),
    retrieveIntent: async (id) => {
      try {
        return toIntent(await stripe.paymentIntents.retrieve(id));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return undefined;
        throw error;
      }
    },
    cancelIntent: async (id) => {
      try {
        return toIntent(await stripe.paymentIntents.cancel(id));
      } catch (error) {
        // Stripe refuses to cancel an intent that already succeeded: report what it is now.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        const current = await stripe.paymentIntents.retrieve(id);
        if (current.status !== 'succeeded' && current.status !== 'canceled') throw error;
        return toIntent(current);
      }
    },
    refundIntent: async ({ id, idempotencyKey }) => {
      const refund = await stripe.refunds.create({ payment_intent: id }, { idempotencyKey });
      return { refundId: refund.id };
    },
    listSucceededSince: async (since) => {
      const found: ProviderIntent[] = [];
      const created = { gte: Math.floor(since.getTime() / 1000) };
      for await (const pi of stripe.paymentIntents.list({ created, limit: 100 })) {
        if (pi.status === 'succeeded') found.push(toIntent(pi));
        if (found.length >= 1000) break;
      }
      return found;
    },
  };
  /** Verifies the signature over the raw body; throws on a bad, missing or stale one. */
  const constructEvent = (rawBody: Buffer, signature: string | undefined) =>
    stripe.webhooks.constructEvent(rawBody, signature ?? '', settings.webhookSecret);
  return { provider, constructEvent, stripe };
};

export type StripeProvider = ReturnType<typeof createStripeProvider>;
