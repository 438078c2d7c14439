import { licenseKeyPattern } from '@agentsy/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { licenseKeys, listingLicensing, mailOutbox } from '../../db/schema';
import { makeListing, makeSeller, makeUser, type Session } from '../../test/factories';
import { buy } from '../../test/payments-fixtures';
import { useLicensedApp } from './licenses.fixtures';

const t = useLicensedApp();

const licensedPurchase = async (activationLimit = 2) => {
  const seller = await makeSeller(t.app, t.db);
  const buyer = await makeUser(t.app, t.db);
  const listing = await makeListing(t.app, t.db, seller.userId, { priceCents: 1000 });
  const on = await t.patch(seller, `/api/listings/${listing.id}`, { licenseKeys: true, activationLimit });
  expect(on.statusCode, on.body).toBe(200);
  const order = await buy(t.app, buyer, listing.id);
  const mine = (await t.get(buyer, '/api/orders')).json() as { id: string; licenseKey?: string }[];
  const key = mine.find((o) => o.id === order.id)!.licenseKey!;
  return { seller, buyer, listing, order, key };
};

const activationsOf = async (key: string) => {
  const [row] = rowsOf<{ n: number }>(
    await t.db.execute(
      sql`select count(*)::int as n from license_activations a join license_keys k on k.id = a.key_id where k.key = ${key}`,
    ),
  );
  return row!.n;
};

describe('the seller switch', () => {
  it('turns keys on with a limit, defaults it to 3, and refuses bad limits and strangers', async () => {
    const seller = await makeSeller(t.app, t.db);
    const listing = await makeListing(t.app, t.db, seller.userId);
    const settings = (s: Session) => t.get(s, `/api/listings/${listing.id}/license-settings`);
    expect((await settings(seller)).json()).toEqual({ licenseKeys: false, activationLimit: 3 });

    expect((await t.patch(seller, `/api/listings/${listing.id}`, { licenseKeys: true })).statusCode).toBe(200);
    expect((await settings(seller)).json()).toEqual({ licenseKeys: true, activationLimit: 3 });
    expect((await t.patch(seller, `/api/listings/${listing.id}`, { activationLimit: 100 })).statusCode).toBe(200);
    expect((await settings(seller)).json()).toEqual({ licenseKeys: true, activationLimit: 100 });

    for (const activationLimit of [0, 101, 2.5, '5', null]) {
      const res = await t.patch(seller, `/api/listings/${listing.id}`, { activationLimit });
      expect(res.statusCode, String(activationLimit)).toBe(400);
    }
    expect((await t.patch(seller, `/api/listings/${listing.id}`, { licenseKeys: 'yes' })).statusCode).toBe(400);
    const stranger = await makeSeller(t.app, t.db);
    const foreign = await t.patch(stranger, `/api/listings/${listing.id}`, { licenseKeys: false, activationLimit: 1 });
    expect(foreign.statusCode).toBe(403);
    expect((await settings(stranger)).statusCode).toBe(403);
    const rows = await t.db.select().from(listingLicensing).where(eq(listingLicensing.listingId, listing.id));
    expect(rows.map((r) => [r.enabled, r.activationLimit])).toEqual([[true, 100]]);
  });
});

describe('keys on orders', () => {
  it('gives each completed order of a licensed listing its own key, on the order and in the receipt', async () => {
    const { key, order, buyer, listing } = await licensedPurchase();
    expect(key).toMatch(licenseKeyPattern);
    const [receipt] = await t.db
      .select({ text: mailOutbox.text, html: mailOutbox.html })
      .from(mailOutbox)
      .where(sql`${mailOutbox.userId} = ${buyer.userId} and ${mailOutbox.template} = 'purchaseReceipt'`);
    expect(receipt!.text).toContain(key);
    expect(receipt!.html).toContain(key);
    const other = await makeUser(t.app, t.db);
    await buy(t.app, other, listing.id);
    const keys = await t.db.select().from(licenseKeys).where(eq(licenseKeys.listingId, listing.id));
    expect(keys).toHaveLength(2);
    expect(new Set(keys.map((k) => k.key)).size).toBe(2);
    expect(keys.find((k) => k.orderId === order.id)).toMatchObject({ key, activationLimit: 2 });
  });

  it('gives no key where the seller has not turned keys on', async () => {
    const seller = await makeSeller(t.app, t.db);
    const buyer = await makeUser(t.app, t.db);
    const listing = await makeListing(t.app, t.db, seller.userId);
    const order = await buy(t.app, buyer, listing.id);
    const mine = (await t.get(buyer, '/api/orders')).json().find((o: { id: string }) => o.id === order.id);
    expect(mine.licenseKey).toBeUndefined();
    expect(await t.db.select().from(licenseKeys).where(eq(licenseKeys.orderId, order.id))).toEqual([]);
  });
});

describe('the public calls', () => {
  it('validates, activates once per instance up to the limit, and deactivates', async () => {
    const { key, listing } = await licensedPurchase(2);
    const validate = await t.call('validate', { key: key.toLowerCase(), listingId: listing.id });
    expect(validate.statusCode, validate.body).toBe(200);
    expect(validate.json()).toEqual({ valid: true, status: 'active', activations: 0, activationLimit: 2 });

    const a = await t.call('activate', { key, listingId: listing.id, instanceId: 'laptop' });
    expect(a.json()).toEqual({ valid: true, status: 'active', activations: 1, activationLimit: 2 });
    expect((await t.call('activate', { key, listingId: listing.id, instanceId: 'laptop' })).json()).toMatchObject({
      activations: 1,
    });
    expect((await t.call('activate', { key, listingId: listing.id, instanceId: 'desktop' })).json()).toMatchObject({
      activations: 2,
    });
    const past = await t.call('activate', { key, listingId: listing.id, instanceId: 'server' });
    expect(past.statusCode).toBe(409);
    expect(past.json()).toMatchObject({ code: 'ACTIVATION_LIMIT' });
    expect(await activationsOf(key)).toBe(2);

    const freed = await t.call('deactivate', { key, instanceId: 'desktop' });
    expect(freed.json()).toMatchObject({ activations: 1 });
    expect((await t.call('deactivate', { key, instanceId: 'desktop' })).statusCode).toBe(404);
    expect((await t.call('activate', { key, listingId: listing.id, instanceId: 'server' })).statusCode).toBe(200);
    expect(await activationsOf(key)).toBe(2);
  });

  it('never lets concurrent activations pass the limit', async () => {
    const { key, listing } = await licensedPurchase(3);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => t.call('activate', { key, listingId: listing.id, instanceId: `vm-${i}` })),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(7);
    expect(await activationsOf(key)).toBe(3);
  });

  it('treats a key for another listing, an unknown key and bad bodies as invalid, changing nothing', async () => {
    const { key, listing, seller } = await licensedPurchase();
    const otherListing = await makeListing(t.app, t.db, seller.userId);
    const wrong = await t.call('validate', { key, listingId: otherListing.id });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe('This license key is not valid for this listing.');
    expect((await t.call('activate', { key, listingId: otherListing.id, instanceId: 'x' })).statusCode).toBe(404);
    const unknown = 'AGSY-22222-22222-22222-22222';
    expect((await t.call('validate', { key: unknown, listingId: listing.id })).statusCode).toBe(404);
    expect((await t.call('deactivate', { key: unknown, instanceId: 'x' })).statusCode).toBe(404);
    expect((await t.call('validate', { key: 'not a key', listingId: 'nope' })).statusCode).toBe(404);
    expect((await t.call('validate', { listingId: listing.id })).statusCode).toBe(400);
    expect((await t.call('activate', { key, listingId: listing.id })).statusCode).toBe(400);
    expect((await t.call('activate', { key, listingId: listing.id, instanceId: 'x'.repeat(201) })).statusCode).toBe(
      400,
    );
    expect(await activationsOf(key)).toBe(0);
  });

  it('turns the key off when the order is refunded', async () => {
    const { key, listing, buyer, seller, order } = await licensedPurchase();
    await t.call('activate', { key, listingId: listing.id, instanceId: 'laptop' });
    const request = await t.post(buyer, '/api/refunds', {
      orderId: order.id,
      reason: 'not-working',
      description: 'It crashes on start',
    });
    expect(request.statusCode, request.body).toBe(201);
    const approved = await t.post(seller, `/api/refunds/${request.json().id}/respond`, {
      action: 'approve',
      message: 'Sorry',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await t.call('validate', { key, listingId: listing.id })).json()).toEqual({
      valid: false,
      status: 'refunded',
      activations: 1,
      activationLimit: 2,
    });
    const again = await t.call('activate', { key, listingId: listing.id, instanceId: 'desktop' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'LICENSE_INACTIVE' });
    expect(await activationsOf(key)).toBe(1);
  });
});
