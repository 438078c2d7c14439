import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { refundRequests } from '../../db/schema';
import { makeAdmin } from '../../test/factories';
import { balanceOfUser, snapshot } from '../../test/payments-fixtures';
import { balanceOf } from '../ledger/ledger.repo';
import { accounts } from '../ledger/ledger-accounts';
import {
  deliver,
  dispute,
  downloadOf,
  eventOf,
  get,
  ledgerKeysOf,
  lostWithFee,
  mailsAbout,
  nextId,
  notesTo,
  orderStatus,
  post,
  purchase,
  reviewsOf,
  useStripeEventsApp,
} from './stripe-events.fixtures';

const t = useStripeEventsApp();

describe('chargebacks', () => {
  it('an opened dispute suspends downloads and holds the seller share; won restores both', async () => {
    const p = await purchase();
    const admin = await makeAdmin(t.app, t.db);
    const heldBefore = await balanceOf(t.db, accounts.disputesHeld);
    const id = nextId('dp');
    const opened = eventOf('charge.dispute.created', dispute(p, id));
    // The same event delivered twice at once: one hold, one pair of mails.
    const both = await Promise.all([deliver(opened), deliver(opened)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both.map((r) => r.json().duplicate ?? false).sort()).toEqual([false, true]);

    expect(await orderStatus(p.order.id)).toBe('disputed');
    expect((await downloadOf(p)).statusCode).toBe(403);
    const mine = (await get(p.buyer, '/api/orders')).json().find((o: { id: string }) => o.id === p.order.id);
    expect(mine).toMatchObject({ status: 'disputed', downloadUrl: null, downloadToken: null });
    expect(await balanceOfUser(t.db, p.seller.userId)).toBe(0);
    expect((await get(p.seller, `/api/wallet/${p.seller.userId}`)).json()).toMatchObject({ availableBalance: '0.00' });
    expect((await balanceOf(t.db, accounts.disputesHeld)) - heldBefore).toBe(890);
    expect(await ledgerKeysOf(p.order.id)).toEqual([`dispute_hold:${id}`, `sale:${p.order.id}`]);
    const listed = (await get(admin, '/api/admin/payment-disputes')).json();
    expect(listed).toContainEqual(
      expect.objectContaining({
        id,
        kind: 'dispute',
        status: 'open',
        amount: '10.30',
        held: '8.90',
        reason: 'fraudulent',
      }),
    );
    expect((await mailsAbout(p)).map((m) => m.subject)).toEqual([
      `Payment disputed: ${p.listing.title}`,
      `Payment disputed: ${p.listing.title}`,
    ]);
    expect(await notesTo(p.seller.userId)).toEqual([
      `A buyer's bank disputed the payment of $10.30 for ${p.listing.title}. Your share of this sale is held from your balance until the dispute is settled.`,
    ]);

    const won = eventOf('charge.dispute.closed', dispute(p, id, { status: 'won' }));
    expect((await deliver(won)).statusCode).toBe(200);
    expect(await orderStatus(p.order.id)).toBe('completed');
    expect((await downloadOf(p)).statusCode).toBe(200);
    expect(await balanceOfUser(t.db, p.seller.userId)).toBe(890);
    expect(await balanceOf(t.db, accounts.disputesHeld)).toBe(heldBefore);
    expect(await reviewsOf(p.listing.id)).toHaveLength(1);
    expect((await notesTo(p.buyer.userId)).at(-1)).toMatch(
      /settled in the seller's favour\. Your download is available again\.$/,
    );
    expect((await get(admin, '/api/admin/payment-disputes')).json().some((d: { id: string }) => d.id === id)).toBe(
      false,
    );

    const before = await snapshot(t.db);
    expect((await deliver(won)).json()).toEqual({ received: true, duplicate: true });
    expect((await deliver(eventOf('charge.dispute.closed', dispute(p, id, { status: 'won' })))).statusCode).toBe(200);
    expect((await deliver(opened)).json()).toEqual({ received: true, duplicate: true });
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('a lost dispute reverses the sale like a refund, ends access and charges the fee to the platform', async () => {
    const p = await purchase();
    const id = nextId('dp');
    const revenueBefore = await balanceOf(t.db, accounts.platformRevenue);
    const feesBefore = await balanceOf(t.db, accounts.disputeFees);
    await deliver(eventOf('charge.dispute.created', dispute(p, id)));
    const lost = eventOf('charge.dispute.closed', dispute(p, id, lostWithFee));
    expect((await deliver(lost)).statusCode).toBe(200);

    expect(await orderStatus(p.order.id)).toBe('refunded');
    expect((await downloadOf(p)).statusCode).toBe(403);
    expect(await balanceOfUser(t.db, p.seller.userId)).toBe(0);
    expect(await reviewsOf(p.listing.id)).toEqual([]);
    expect(await ledgerKeysOf(p.order.id)).toEqual([
      `dispute_fee:${id}`,
      `dispute_hold:${id}`,
      `dispute_release:${id}`,
      `refund:${p.order.id}`,
      `sale:${p.order.id}`,
    ]);
    // The sale's platform share and buyer fee (1.40) go back with the refund; the 15.00 fee is the platform's.
    expect((await balanceOf(t.db, accounts.platformRevenue)) - revenueBefore).toBe(-140 - 1500);
    expect((await balanceOf(t.db, accounts.disputeFees)) - feesBefore).toBe(1500);
    expect((await notesTo(p.buyer.userId)).at(-1)).toBe(
      `The dispute about your payment for ${p.listing.title} was settled in your favour: $10.30 was returned to you. The download is no longer available.`,
    );
    expect((await mailsAbout(p)).filter((m) => m.subject === `Dispute closed: ${p.listing.title}`)).toHaveLength(2);

    const before = await snapshot(t.db);
    expect((await deliver(lost)).json()).toEqual({ received: true, duplicate: true });
    expect((await deliver(eventOf('charge.dispute.closed', dispute(p, id, lostWithFee)))).statusCode).toBe(200);
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('a dispute known only from its close is settled from that event alone', async () => {
    const p = await purchase();
    const id = nextId('dp');
    expect((await deliver(eventOf('charge.dispute.closed', dispute(p, id, lostWithFee)))).statusCode).toBe(200);
    expect(await orderStatus(p.order.id)).toBe('refunded');
    expect(await balanceOfUser(t.db, p.seller.userId)).toBe(0);
    const before = await snapshot(t.db);
    // The opening event arriving late holds nothing and reopens nothing.
    expect((await deliver(eventOf('charge.dispute.created', dispute(p, id)))).statusCode).toBe(200);
    expect(await snapshot(t.db)).toEqual(before);
    expect(await orderStatus(p.order.id)).toBe('refunded');
    const rows = rowsOf<{ n: number }>(
      await t.db.execute(
        sql`select count(*)::int as n from ledger_transactions where idempotency_key like ${`dispute_%:${id}`}`,
      ),
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('a refund request cannot be opened on a disputed order', async () => {
    const p = await purchase();
    await deliver(eventOf('charge.dispute.created', dispute(p, nextId('dp'))));
    const res = await post(p.buyer, '/api/refunds', { orderId: p.order.id, reason: 'other' });
    expect(res.statusCode).toBe(400);
    expect(await t.db.select().from(refundRequests).where(eq(refundRequests.orderId, p.order.id))).toEqual([]);
  });
});
