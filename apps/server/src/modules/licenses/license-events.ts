import type { Transaction } from '../../db/client';
import { emitWebhookEvent } from '../webhooks/webhooks.service';

export type LicenseActivated = {
  sellerId: string | null;
  keyId: string;
  listingId: string;
  instanceId: string;
  activations: number;
};

/**
 * The one place a `license.activated` event leaves the licenses module: queued in the
 * activation's transaction, so the seller's webhooks hear of exactly the activations that happened.
 */
export const licenseActivated = async (tx: Transaction, { sellerId, ...event }: LicenseActivated) => {
  if (sellerId) await emitWebhookEvent(tx, sellerId, 'license.activated', event);
};
