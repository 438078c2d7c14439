import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refundRequests, webhookEvents } from '../../db/schema';
import { makeAdmin } from '../../test/factories';
import { balanceOfUser, snapshot } from '../../test/payments-fixtures';
import {
  deliver,
  downloadOf,
  eventOf,
  get,
  ledgerKeysOf,
  mailsAbout,
  notesTo,
  orderStatus,
  post,
  purchase,
  refundedCharge,
  reviewsOf,
  useStripeEventsApp,
} from './stripe-events.fixtures';

const t = useStripeEventsApp();

describe('refunds made in the Stripe dashboard', () => {
  it('a full refund ends the order as an approved refund does, closes the open request and tells both sides', async () => {
    const p = await purchase();
    const request = await post(p.buyer, '/api/refunds', { orderId: p.order.id, reason: 'not-working' });
    expect(request.statusCode, request.body).toBe(201);
    expect(await balanceOfUser(t.db, p.seller.userId)).toBe(890);

    const payload = eventOf('charge.refunded', refundedCharge(p, 1030));
    const res = await deliver(payload);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true });

    expect(await orderStatus(p.order.id)).toBe('refunded');
    expect((await downloadOf(p)).statusCode).toBe(403);
    expect(await balanceOfUser(t.db, p.seller.userId)).toBe(0);
    expect(await ledgerKeysOf(p.order.id)).toEqual([`refund:${p.order.id}`, `sale:${p.order.id}`]);
    expect(await reviewsOf(p.listing.id)).toEqual([]);
    const [closed] = await t.db.select().from(refundRequests).where(eq(refundRequests.orderId, p.order.id));
    expect(closed).toMatchObject({ status: 'resolved', resolution: expect.stringMatching(/^Refunded: /) });
    expect(await mailsAbout(p)).toEqual(
      expect.arrayContaining([
        { userId: p.buyer.userId, subject: `Order refunded: ${p.listing.title}`, template: 'paymentChanged' },
        { userId: p.seller.userId, subject: `Order refunded: ${p.listing.title}`, template: 'paymentChanged' },
      ]),
    );
    expect(await notesTo(p.buyer.userId)).toEqual([
      `Your payment of $10.30 for ${p.listing.title} was refunded. The download is no longer available.`,
    ]);
    expect((await notesTo(p.seller.userId))[0]).toMatch(/was refunded by the payment provider/);

    const before = await snapshot(t.db);
    const again = await deliver(payload);
    expect(again.json()).toEqual({ received: true, duplicate: true });
    // A second event reporting the same refunded charge (a new id) changes nothing either.
    expect((await deliver(eventOf('charge.refunded', refundedCharge(p, 1030)))).statusCode).toBe(200);
    expect(await snapshot(t.db)).toEqual(before);
    expect(await mailsAbout(p)).toHaveLength(2);
  });

  it('a refund of an order already refunded in Agentsy reverses nothing twice', async () => {
    const p = await purchase();
    const request = (await post(p.buyer, '/api/refunds', { orderId: p.order.id, reason: 'other' })).json();
    await post(p.seller, `/api/refunds/${request.id}/respond`, { action: 'approve', message: 'Sorry' });
    const before = await snapshot(t.db);
    expect((await deliver(eventOf('charge.refunded', refundedCharge(p, 1030)))).statusCode).toBe(200);
    expect(await snapshot(t.db)).toEqual(before);
    expect(await balanceOfUser(t.db, p.seller.userId)).toBe(0);
  });

  it('a Stripe refund arriving while the seller approves the same order reverses the sale once', async () => {
    const p = await purchase();
    const request = (await post(p.buyer, '/api/refunds', { orderId: p.order.id, reason: 'other' })).json();
    const [approved, delivered] = await Promise.all([
      post(p.seller, `/api/refunds/${request.id}/respond`, { action: 'approve', message: 'Sorry' }),
      deliver(eventOf('charge.refunded', refundedCharge(p, 1030))),
    ]);
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect([200, 409]).toContain(approved.statusCode);
    expect(await orderStatus(p.order.id)).toBe('refunded');
    expect(await ledgerKeysOf(p.order.id)).toEqual([`refund:${p.order.id}`, `sale:${p.order.id}`]);
    expect(await balanceOfUser(t.db, p.seller.userId)).toBe(0);
  });

  it('a partial refund books nothing, flags the order for the admins, and a later full refund settles it', async () => {
    const p = await purchase();
    const admin = await makeAdmin(t.app, t.db);
    const before = await snapshot(t.db);
    expect((await deliver(eventOf('charge.refunded', refundedCharge(p, 300)))).statusCode).toBe(200);
    expect((await deliver(eventOf('charge.refunded', refundedCharge(p, 500)))).statusCode).toBe(200);
    // An older event arriving last does not lower what was refunded.
    expect((await deliver(eventOf('charge.refunded', refundedCharge(p, 300)))).statusCode).toBe(200);
    expect(await snapshot(t.db)).toEqual(before);
    expect(await orderStatus(p.order.id)).toBe('completed');
    expect((await downloadOf(p)).statusCode).toBe(200);

    const flagged = (await get(admin, '/api/admin/payment-disputes')).json();
    expect(flagged.filter((d: { orderId: string }) => d.orderId === p.order.id)).toEqual([
      expect.objectContaining({ kind: 'partial_refund', status: 'open', amount: '5.00', orderAmount: '10.30' }),
    ]);
    expect((await get(p.buyer, '/api/admin/payment-disputes')).statusCode).toBe(403);
    expect((await mailsAbout(p)).map((m) => m.subject)).toContain(`Partial refund: ${p.listing.title}`);

    expect((await deliver(eventOf('charge.refunded', refundedCharge(p, 1030)))).statusCode).toBe(200);
    expect(await orderStatus(p.order.id)).toBe('refunded');
    expect(await balanceOfUser(t.db, p.seller.userId)).toBe(0);
    const after = (await get(admin, '/api/admin/payment-disputes')).json();
    expect(after.some((d: { orderId: string }) => d.orderId === p.order.id)).toBe(false);
  });

  it('an event about a payment that made no order, or with no payment intent, is recorded and changes nothing', async () => {
    const p = await purchase();
    const before = await snapshot(t.db);
    const orphan = { ...refundedCharge(p, 1030), payment_intent: 'pi_unknown' };
    const noIntent = { ...refundedCharge(p, 1030), payment_intent: null };
    const payloads = [eventOf('charge.refunded', orphan), eventOf('charge.refunded', noIntent)];
    for (const payload of payloads) expect((await deliver(payload)).json()).toEqual({ received: true });
    expect(await snapshot(t.db)).toEqual(before);
    for (const payload of payloads)
      expect((await deliver(payload)).json()).toEqual({ received: true, duplicate: true });
    const ids = payloads.map((x) => JSON.parse(x).id as string);
    const rows = await t.db.select().from(webhookEvents);
    expect(rows.filter((r) => ids.includes(r.id))).toHaveLength(2);
  });
});
