import { expect } from 'vitest';
import { as, makeListing } from '../factories';
import { buy } from '../payments-fixtures';
import type { AuthzWorld } from './cast';

/** Objects only one row needs, made the first time that row asks (the shared ones are in cast.ts). */

/** A $5.00 PayPal payout request of a seller, waiting for an admin. */
export const pendingPayoutOf = (w: AuthzWorld, seller: 'seller' | 'otherSeller') =>
  w.once(`pending payout of ${seller}`, async () => {
    const res = await w.t.app.inject({
      method: 'POST',
      url: '/api/payouts',
      headers: as(w.user(seller)),
      payload: { amount: '5.00', payoutMethod: 'paypal', paypalEmail: 'seller@paypal.test' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: string }).id;
  });

/** A pending refund request of the buyer on a new order of the seller's, for the row that answers it. */
export const pendingRefundFor = (w: AuthzWorld) =>
  w.once('pending refund to answer', async () => {
    const listing = await makeListing(w.t.app, w.t.db, w.user('seller').userId);
    const order = await buy(w.t.app, w.user('buyer'), listing.id);
    const res = await w.t.app.inject({
      method: 'POST',
      url: '/api/refunds',
      headers: as(w.user('buyer')),
      payload: { orderId: order.id, reason: 'not-working' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: string }).id;
  });
