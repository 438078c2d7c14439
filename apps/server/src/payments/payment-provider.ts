import type { PaymentProviderName } from '@agentsy/contracts';

export type ProviderIntentStatus = 'requires_payment_method' | 'processing' | 'succeeded' | 'canceled' | 'other';

/** The few facts about a provider-side payment intent that checkout relies on. */
export type ProviderIntent = {
  id: string;
  clientSecret: string;
  status: ProviderIntentStatus;
  amountCents: number;
  currency: string;
  metadata: Record<string, string>;
};

export type CreateIntentInput = {
  amountCents: number;
  currency: 'usd';
  metadata: { buyerId: string; listingId: string };
  /** Sent to the provider so a retried create does not make a second intent. */
  idempotencyKey: string;
};

/** A card processor as checkout sees it: the sandbox (default) or Stripe. */
export type PaymentProvider = {
  name: PaymentProviderName;
  publishableKey?: string;
  createIntent: (input: CreateIntentInput) => Promise<ProviderIntent>;
  /** The provider's current view of an intent; undefined when it does not know the id. */
  retrieveIntent: (id: string) => Promise<ProviderIntent | undefined>;
  /**
   * Makes an unpaid intent unpayable. Answers the intent as it now stands: `canceled`, or
   * `succeeded` when the card was charged first (then the payment has to be settled instead).
   */
  cancelIntent: (id: string) => Promise<ProviderIntent>;
  /** Gives a succeeded payment back in full; the same key never refunds twice. */
  refundIntent: (input: { id: string; idempotencyKey: string }) => Promise<{ refundId: string }>;
  /** Intents that succeeded since then, as far as the provider can list them (webhooks get lost). */
  listSucceededSince?: (since: Date) => Promise<ProviderIntent[]>;
};

/** A provider-side refusal shown to the buyer as is ("Your card was declined."). */
export class PaymentDeclinedError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 402 = 402,
  ) {
    super(message);
  }
}
