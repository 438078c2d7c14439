import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { isAppError } from '../../lib/app-error';
import type { PaymentProvider, ProviderIntent } from '../../payments/payment-provider';
import type { PaymentIntentRow } from './payment-intents.repo';
import * as intents from './payment-intents.repo';
import type { PaymentSettlement, Settlement } from './payment-settlement';

const DAY_MS = 24 * 3600_000;
/** How far back the provider is asked for succeeded payments; webhooks are retried for 3 days. */
const PROVIDER_LOOKBACK_MS = 3 * DAY_MS;
const BATCH = 500;

export type ReconcileResult = { orders: number; refunds: number; canceled: number; failed: number };

type Deps = {
  db: Database;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  settlement: PaymentSettlement;
  settleWithProvider: (intent: PaymentIntentRow, known?: ProviderIntent) => Promise<Settlement>;
  expireIfStale: (intent: PaymentIntentRow, now?: Date) => Promise<ProviderIntent | undefined>;
  now?: Date;
};

/**
 * Finds payments that succeeded at the provider but never became an order (the process stopped
 * between the card and the order, a webhook was lost) and settles them through the same path as
 * process-payment; cancels intents past their time; retries refunds the provider did not confirm.
 */
export const reconcilePayments = async ({
  db,
  provider,
  log,
  settlement,
  settleWithProvider,
  expireIfStale,
  now = new Date(),
}: Deps): Promise<ReconcileResult> => {
  const result: ReconcileResult = { orders: 0, refunds: 0, canceled: 0, failed: 0 };
  const count = (outcome: Settlement) => {
    if (outcome.kind === 'order') result.orders += 1;
    else result.refunds += 1;
  };
  const attempt = async (intent: PaymentIntentRow, work: () => Promise<void>) => {
    try {
      await work();
    } catch (err) {
      result.failed += 1;
      log.error({ err, intent: intent.id }, 'payment reconciliation failed for this intent; retried next pass');
    }
  };

  for (const intent of await intents.listUnsettledIntents(db, BATCH)) {
    await attempt(intent, async () => {
      if (intent.status === 'refunded') {
        await settlement.payBack(intent);
        result.refunds += 1;
        return;
      }
      const remote = await provider.retrieveIntent(intent.providerIntentId);
      if (remote?.status === 'succeeded') return count(await settleWithProvider(intent, remote));
      const charged = await expireIfStale(intent, now).catch((error: unknown) => {
        if (!isAppError(error) || error.code !== 'PAYMENT_EXPIRED') throw error;
        result.canceled += 1;
        return undefined;
      });
      if (charged) count(await settleWithProvider(intent, charged));
    });
  }

  // Payments the provider holds that our open list did not show, e.g. an intent canceled here
  // after its listing left the marketplace, then paid before the provider heard of it.
  const since = new Date(now.getTime() - PROVIDER_LOOKBACK_MS);
  if (!provider.listSucceededSince) {
    for (const intent of await intents.listCanceledSince(db, since, BATCH)) {
      await attempt(intent, async () => {
        const remote = await provider.retrieveIntent(intent.providerIntentId);
        if (remote?.status === 'succeeded') count(await settleWithProvider(intent, remote));
      });
    }
  } else {
    for (const remote of await provider.listSucceededSince(since)) {
      const intent = await intents.findPaymentIntentByProviderId(db, remote.id);
      if (!intent) {
        log.warn({ intent: remote.id }, 'the provider holds a payment with no record here');
        continue;
      }
      if (intent.status === 'succeeded' || intent.status === 'refunded') continue;
      await attempt(intent, async () => count(await settleWithProvider(intent, remote)));
    }
  }
  return result;
};
