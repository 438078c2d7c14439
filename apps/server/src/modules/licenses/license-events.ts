import type { Transaction } from '../../db/client';

export type LicenseActivated = { keyId: string; listingId: string; instanceId: string; activations: number };

/**
 * The one place a `license.activated` event leaves the licenses module, called in the
 * activation's transaction. The seller platform's webhook outbox is not part of the app yet;
 * when it is, it queues the event here (in `tx`, so an event exists exactly when the activation
 * does) and nothing else in this module changes.
 */
export const licenseActivated = async (_tx: Transaction, _event: LicenseActivated): Promise<void> => {};
