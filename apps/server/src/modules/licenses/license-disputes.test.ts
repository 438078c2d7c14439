import { describe, expect, it } from 'vitest';
import { requestsAs } from '../../test/factories';
import {
  deliver,
  dispute,
  eventOf,
  get,
  lostWithFee,
  nextId,
  type Purchase,
  purchase,
  useStripeEventsApp,
} from '../payments/stripe-events.fixtures';
import { callLicenses } from './licenses.fixtures';

const t = useStripeEventsApp();

/** A card purchase of a listing that issues keys, and the buyer's key. */
const licensedPurchase = async () => {
  const p = await purchase({
    prepare: (seller, listingId) =>
      requestsAs(t.app).patch(seller, `/api/listings/${listingId}`, { licenseKeys: true }),
  });
  const mine = (await get(p.buyer, '/api/orders')).json() as { id: string; licenseKey: string }[];
  return { p, key: mine.find((o) => o.id === p.order.id)!.licenseKey };
};
const stateOf = async (p: Purchase, key: string) =>
  (await callLicenses(t.app, 'validate', { key, listingId: p.listing.id })).json();

describe('license keys and chargebacks', () => {
  it('pauses the key while a dispute is open and gives it back when the seller wins', async () => {
    const { p, key } = await licensedPurchase();
    const id = nextId('dp');
    await deliver(eventOf('charge.dispute.created', dispute(p, id)));
    expect(await stateOf(p, key)).toMatchObject({ valid: false, status: 'disabled' });
    const activate = await callLicenses(t.app, 'activate', { key, listingId: p.listing.id, instanceId: 'x' });
    expect(activate.statusCode).toBe(409);
    await deliver(eventOf('charge.dispute.closed', dispute(p, id, { status: 'won' })));
    expect(await stateOf(p, key)).toMatchObject({ valid: true, status: 'active' });
  });

  it('turns the key refunded when the dispute is lost', async () => {
    const { p, key } = await licensedPurchase();
    const id = nextId('dp');
    await deliver(eventOf('charge.dispute.created', dispute(p, id)));
    expect((await deliver(eventOf('charge.dispute.closed', dispute(p, id, lostWithFee)))).statusCode).toBe(200);
    expect(await stateOf(p, key)).toEqual({ valid: false, status: 'refunded', activations: 0, activationLimit: 3 });
  });
});
