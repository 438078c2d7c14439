import type { Config } from '../config';
import type { Database } from '../db/client';
import type { PaymentProvider } from './payment-provider';
import { createSandboxProvider, type SandboxProvider } from './sandbox-provider';
import { createStripeProvider, type StripeProvider } from './stripe-provider';

export type Payments = { provider: PaymentProvider; sandbox?: SandboxProvider; stripe?: StripeProvider };

/** Stripe when its keys are configured, the built-in sandbox otherwise. */
export const createPayments = ({ config, db }: { config: Config; db: Database }): Payments => {
  if (config.stripe) {
    const stripe = createStripeProvider(config.stripe);
    return { provider: stripe.provider, stripe };
  }
  const sandbox = createSandboxProvider({ db });
  return { provider: sandbox.provider, sandbox };
};
