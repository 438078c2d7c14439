import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { makeAdmin, makeListing, makeSeller, makeUser, requestsAs } from '../../test/factories';
import { createFakeMailPreferences } from '../../test/fake-mail-preferences';
import { buy, expectLedgerBalanced } from '../../test/payments-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { mailAllowed } from './mail-preferences';

const prefs = createFakeMailPreferences();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ mailPreferences: prefs });
});
afterAll(() => t.close());
afterEach(async () => {
  await expectLedgerBalanced(t.db);
  prefs.clear();
});

const mailsOf = (userId: string, template?: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(
      template ? and(eq(mailOutbox.userId, userId), eq(mailOutbox.template, template)) : eq(mailOutbox.userId, userId),
    );

const purchase = async (priceCents = 1000) => {
  const seller = await makeSeller(t.app, t.db);
  const buyer = await makeUser(t.app, t.db);
  const listing = await makeListing(t.app, t.db, seller.userId, { priceCents });
  return { seller, buyer, listing };
};

describe('which switches stop which mails', () => {
  const all = {
    emailNotifications: true,
    orderUpdates: true,
    sellerUpdates: true,
    promotionalEmails: true,
    productUpdates: true,
  };
  it.each([
    ['security', { ...all, emailNotifications: false }, true],
    ['receipt', { ...all, emailNotifications: false }, true],
    ['order', { ...all, emailNotifications: false }, false],
    ['seller', { ...all, emailNotifications: false }, false],
    ['order', { ...all, orderUpdates: false }, false],
    ['order', all, true],
    ['seller', { ...all, sellerUpdates: false }, false],
    ['seller', all, true],
    ['promotional', { ...all, promotionalEmails: false }, false],
    ['promotional', all, true],
    ['product_update', { ...all, productUpdates: false }, false],
    ['product_update', { ...all, emailNotifications: false }, false],
    ['product_update', all, true],
  ] as const)('%s with %o -> %s', (kind, switches, expected) => {
    expect(mailAllowed(switches, kind)).toBe(expected);
  });
});

describe('mails written with the event', () => {
  it('a purchase writes the receipt with the 3% fee and the new-sale notice', async () => {
    const cast = await purchase(1000);
    const order = await buy(t.app, cast.buyer, cast.listing.id);
    const [receipt] = await mailsOf(cast.buyer.userId, 'purchaseReceipt');
    expect(receipt).toMatchObject({
      kind: 'receipt',
      toAddress: cast.buyer.email,
      subject: `Your receipt for ${cast.listing.title}`,
    });
    expect(receipt!.text).toContain(`Order: ${order.id}`);
    expect(receipt!.text).toContain('Price: $10.00');
    // The checkout's own word for the fee (the spec's "transaction fee"), not another one.
    expect(receipt!.text).toContain('Transaction fee (3%): $0.30');
    expect(receipt!.text).not.toContain('Service fee');
    expect(receipt!.text).toContain('Total paid: $10.30');
    expect(receipt!.text).toContain('http://localhost:3000/orders');
    const [sale] = await mailsOf(cast.seller.userId, 'newSale');
    expect(sale).toMatchObject({
      kind: 'seller',
      toAddress: cast.seller.email,
      subject: `New sale: ${cast.listing.title}`,
    });
  });

  it('a free claim writes one receipt without money rows, also when claimed twice', async () => {
    const cast = await purchase(0);
    const { post } = requestsAs(t.app);
    const claim = () =>
      post(cast.buyer, '/api/process-payment', { paymentIntentId: 'free_download', listingId: cast.listing.id });
    const first = await claim();
    expect(first.statusCode, first.body).toBe(200);
    expect((await claim()).statusCode).toBe(200);
    const receipts = await mailsOf(cast.buyer.userId, 'purchaseReceipt');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.subject).toBe(`Your receipt for ${cast.listing.title}`);
    expect(receipts[0]!.text).toContain('Price: FREE');
    expect(receipts[0]!.text).not.toContain('Total paid');
    expect(await mailsOf(cast.seller.userId, 'newSale')).toHaveLength(0);
  });

  it('switches off: the receipt still goes, the seller notice and order mails do not', async () => {
    const cast = await purchase(1000);
    prefs.set(cast.buyer.userId, { emailNotifications: false });
    prefs.set(cast.seller.userId, { sellerUpdates: false });
    const order = await buy(t.app, cast.buyer, cast.listing.id);
    expect(await mailsOf(cast.buyer.userId, 'purchaseReceipt')).toHaveLength(1);
    expect(await mailsOf(cast.seller.userId, 'newSale')).toHaveLength(0);

    const { post } = requestsAs(t.app);
    const res = await post(cast.buyer, '/api/refunds', {
      orderId: order.id,
      reason: 'not-working',
      description: 'It crashes on start',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await mailsOf(cast.buyer.userId, 'refundRequested')).toHaveLength(0);
    expect(await mailsOf(cast.seller.userId, 'refundRequested')).toHaveLength(0);
  });

  it('each step of a refund tells both sides', async () => {
    const cast = await purchase(1000);
    const admin = await makeAdmin(t.app, t.db);
    const order = await buy(t.app, cast.buyer, cast.listing.id);
    const { post } = requestsAs(t.app);
    const refund = (
      await post(cast.buyer, '/api/refunds', { orderId: order.id, reason: 'not-working', description: 'It crashes' })
    ).json();
    expect(
      (await post(cast.seller, `/api/refunds/${refund.id}/respond`, { action: 'reject', message: 'Works for me' }))
        .statusCode,
    ).toBe(200);
    expect((await post(cast.buyer, `/api/refunds/${refund.id}/dispute`, { reason: 'Still broken' })).statusCode).toBe(
      200,
    );
    const resolved = await post(admin, `/api/admin/refunds/${refund.id}/resolve`, {
      outcome: 'refund',
      message: 'Refund granted',
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    for (const who of [cast.buyer, cast.seller]) {
      const templates = (await mailsOf(who.userId)).map((m) => m.template);
      expect(templates).toEqual(
        expect.arrayContaining(['refundRequested', 'refundAnswered', 'refundDisputed', 'refundResolved']),
      );
    }
    const [outcome] = await mailsOf(cast.buyer.userId, 'refundResolved');
    expect(outcome!.text).toContain(`You were refunded $10.30 for ${cast.listing.title}.`);
  });

  it('an approved refund tells both sides that the buyer’s review went with it', async () => {
    const cast = await purchase(1000);
    const order = await buy(t.app, cast.buyer, cast.listing.id);
    const { post } = requestsAs(t.app);
    expect((await post(cast.buyer, '/api/reviews', { listingId: cast.listing.id, rating: 2 })).statusCode).toBe(201);
    const refund = (
      await post(cast.buyer, '/api/refunds', { orderId: order.id, reason: 'not-working', description: 'It crashes' })
    ).json();
    const answered = await post(cast.seller, `/api/refunds/${refund.id}/respond`, { action: 'approve', message: 'Ok' });
    expect(answered.statusCode, answered.body).toBe(200);
    const [buyerMail] = await mailsOf(cast.buyer.userId, 'refundAnswered');
    expect(buyerMail!.text).toContain(`Your review of ${cast.listing.title} was removed with the refund`);
    const [sellerMail] = await mailsOf(cast.seller.userId, 'refundAnswered');
    expect(sellerMail!.text).toContain(`The buyer's review of ${cast.listing.title} was removed with the refund.`);
  });

  it('an approved refund without a review says nothing about one', async () => {
    const cast = await purchase(1000);
    const order = await buy(t.app, cast.buyer, cast.listing.id);
    const { post } = requestsAs(t.app);
    const refund = (
      await post(cast.buyer, '/api/refunds', { orderId: order.id, reason: 'not-working', description: 'It crashes' })
    ).json();
    await post(cast.seller, `/api/refunds/${refund.id}/respond`, { action: 'approve', message: 'Ok' });
    const [buyerMail] = await mailsOf(cast.buyer.userId, 'refundAnswered');
    expect(buyerMail!.text).not.toContain('review');
  });

  it('a refused change writes no mail', async () => {
    const cast = await purchase(1000);
    const order = await buy(t.app, cast.buyer, cast.listing.id);
    const { post } = requestsAs(t.app);
    const refund = (
      await post(cast.buyer, '/api/refunds', { orderId: order.id, reason: 'not-working', description: 'It crashes' })
    ).json();
    const stranger = await makeUser(t.app, t.db);
    const refused = await post(stranger, `/api/refunds/${refund.id}/respond`, { action: 'approve', message: 'ok' });
    expect(refused.statusCode).toBe(404);
    expect(await mailsOf(cast.seller.userId, 'refundAnswered')).toHaveLength(0);
  });

  it('payouts: requested, then paid or failed, to the seller', async () => {
    const cast = await purchase(10_000);
    const admin = await makeAdmin(t.app, t.db);
    await buy(t.app, cast.buyer, cast.listing.id);
    const { post, patch } = requestsAs(t.app);
    const request = (amount: string) =>
      post(cast.seller, '/api/payouts', { amount, payoutMethod: 'paypal', paypalEmail: 'me@paypal.test' });
    const first = await request('50.00');
    expect(first.statusCode, first.body).toBe(201);
    await patch(admin, `/api/payouts/${first.json().id}/status`, { status: 'failed' });
    const second = await request('20.00');
    await patch(admin, `/api/payouts/${second.json().id}/status`, { status: 'completed' });
    const subjects = (await mailsOf(cast.seller.userId)).map((m) => m.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        'Payout requested: $50.00',
        'Your payout failed',
        'Payout requested: $20.00',
        'Payout sent: $19.40',
      ]),
    );
  });
});
