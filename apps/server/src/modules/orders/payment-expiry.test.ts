import { paymentIntentTtlMinutes } from '@agentsy/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listings, paymentIntents, sandboxIntents } from '../../db/schema';
import { as, makeSale, makeUser } from '../../test/factories';
import {
  buy,
  confirmCard,
  createIntent,
  processPayment,
  snapshot,
  useLedgerCheckedApp,
} from '../../test/payments-fixtures';

const t = useLedgerCheckedApp();

const setup = async () => {
  const { seller, buyer, listing } = await makeSale(t.app, t.db, 1500);
  const intent = (await createIntent(t.app, buyer, listing.id)).json() as {
    clientSecret: string;
    paymentIntentId: string;
  };
  return { seller, buyer, listing, intent };
};

const ourIntent = async (id: string) =>
  (await t.db.select().from(paymentIntents).where(eq(paymentIntents.providerIntentId, id)))[0]!;
const sandboxStatus = async (id: string) =>
  (await t.db.select().from(sandboxIntents).where(eq(sandboxIntents.id, id)))[0]!.status;

const age = (id: string, minutes: number) =>
  t.db
    .update(paymentIntents)
    .set({ expiresAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(paymentIntents.providerIntentId, id));

describe('payment intents expire', () => {
  it(`an intent is payable for ${paymentIntentTtlMinutes} minutes`, async () => {
    const { intent } = await setup();
    const row = await ourIntent(intent.paymentIntentId);
    const ttl = row.expiresAt.getTime() - row.createdAt.getTime();
    expect(Math.abs(ttl - paymentIntentTtlMinutes * 60_000)).toBeLessThan(5000);
  });

  it('after that the card is not charged (410) and process-payment is refused (410); nothing changes', async () => {
    const { buyer, listing, intent } = await setup();
    await age(intent.paymentIntentId, 1);
    const before = await snapshot(t.db);
    const attempts = await Promise.all([
      confirmCard(t.app, buyer, intent.clientSecret),
      confirmCard(t.app, buyer, intent.clientSecret),
    ]);
    for (const res of attempts) {
      expect(res.statusCode).toBe(410);
      expect(res.json()).toMatchObject({
        code: 'PAYMENT_EXPIRED',
        message: 'This payment has expired. Please start the checkout again.',
      });
    }
    expect(await sandboxStatus(intent.paymentIntentId)).toBe('canceled');
    const processed = await processPayment(t.app, buyer, intent.paymentIntentId, listing.id);
    expect(processed.statusCode).toBe(410);
    expect(await snapshot(t.db)).toEqual(before);
    expect((await ourIntent(intent.paymentIntentId)).status).toBe('canceled');
    // A fresh checkout works.
    await buy(t.app, buyer, listing.id);
  });

  it('deactivating a listing cancels its open intents: nobody pays for an agent no longer on sale', async () => {
    const { seller, buyer, listing, intent } = await setup();
    const other = await makeUser(t.app, t.db);
    const otherIntent = (await createIntent(t.app, other, listing.id)).json();
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/listings/${listing.id}`,
      headers: as(seller),
      payload: { active: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await ourIntent(intent.paymentIntentId)).status).toBe('canceled');
    expect((await ourIntent(otherIntent.paymentIntentId)).status).toBe('canceled');
    const before = await snapshot(t.db);
    const res = await confirmCard(t.app, buyer, intent.clientSecret);
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toBe('This agent is no longer on sale; the payment was canceled.');
    expect(await sandboxStatus(intent.paymentIntentId)).toBe('canceled');
    expect(await snapshot(t.db)).toEqual(before);

    // Back on sale, the old intent stays void; a new one can be paid.
    await t.app.inject({
      method: 'PATCH',
      url: `/api/listings/${listing.id}`,
      headers: as(seller),
      payload: { active: true },
    });
    expect((await confirmCard(t.app, buyer, intent.clientSecret)).statusCode).toBe(410);
    await buy(t.app, buyer, listing.id);
  });

  it('deleting a listing cancels its open intents too', async () => {
    const { listing, intent, buyer } = await setup();
    await t.db.update(listings).set({ removedAt: new Date() }).where(eq(listings.id, listing.id));
    expect((await ourIntent(intent.paymentIntentId)).status).toBe('canceled');
    expect((await confirmCard(t.app, buyer, intent.clientSecret)).statusCode).toBe(410);
  });

  it('a paid intent does not expire: its order stays reachable later', async () => {
    const { buyer, listing, intent } = await setup();
    expect((await confirmCard(t.app, buyer, intent.clientSecret)).statusCode).toBe(200);
    await age(intent.paymentIntentId, 120);
    const res = await processPayment(t.app, buyer, intent.paymentIntentId, listing.id);
    expect(res.statusCode, res.body).toBe(200);
  });
});
