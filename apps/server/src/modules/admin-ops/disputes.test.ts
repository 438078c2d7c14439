import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { makeAdmin, makeListing, makeSeller, makeUser } from '../../test/factories';
import { balanceOfUser, buy } from '../../test/payments-fixtures';
import { adminOpsSnapshot, useAdminOpsApp } from './admin-ops.fixtures';

const t = useAdminOpsApp();

/** A paid order whose refund the seller rejected and the buyer disputed. */
const disputed = async () => {
  const admin = await makeAdmin(t.app, t.db);
  const seller = await makeSeller(t.app, t.db);
  const buyer = await makeUser(t.app, t.db);
  const listing = await makeListing(t.app, t.db, seller.userId, { priceCents: 1000 });
  const order = await buy(t.app, buyer, listing.id);
  const refund = (
    await t.post(buyer, '/api/refunds', { orderId: order.id, reason: 'not-working', description: 'It crashes' })
  ).json() as { id: string };
  await t.post(seller, `/api/refunds/${refund.id}/respond`, { action: 'reject', message: 'Works for me' });
  const res = await t.post(buyer, `/api/refunds/${refund.id}/dispute`, { reason: 'It really crashes' });
  expect(res.statusCode, res.body).toBe(200);
  return { admin, seller, buyer, listing, order, refundId: refund.id };
};

const resolve = (admin: { cookie: string }, refundId: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/refunds/${refundId}/resolve`,
    headers: { cookie: admin.cookie },
    payload,
  });

describe('disputes', () => {
  it("lists disputed refunds with the buyer's request, the seller's answer and the buyer's dispute", async () => {
    const { admin, seller, buyer, listing, refundId } = await disputed();
    const res = await t.get(admin, '/api/admin/disputes');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toContainEqual(
      expect.objectContaining({
        id: refundId,
        status: 'disputed',
        amount: '10.30',
        description: 'It crashes',
        sellerMessage: 'Works for me',
        disputeReason: 'It really crashes',
        buyer: expect.objectContaining({ id: buyer.userId, email: buyer.email }),
        seller: expect.objectContaining({ id: seller.userId, email: seller.email }),
        order: expect.objectContaining({ listing: { title: listing.title } }),
      }),
    );
  });

  it('resolving for the buyer refunds the order, tells both sides and is audited in the same transaction', async () => {
    const { admin, seller, buyer, order, refundId } = await disputed();
    expect(await balanceOfUser(t.db, seller.userId)).toBe(890);
    const res = await resolve(admin, refundId, { outcome: 'refund', message: 'The file is broken' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'resolved', resolution: 'Refunded: The file is broken' });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('refunded');
    expect(await balanceOfUser(t.db, seller.userId)).toBe(0);
    expect(t.recorded.notes.map((n) => n.userId).sort()).toEqual([buyer.userId, seller.userId].sort());
    expect(t.recorded.notes[0]!.text).toContain('in favour of the buyer');
    expect(t.recorded.notes[0]!.text).toContain('The file is broken');
    expect(t.recorded.audit).toEqual([
      expect.objectContaining({
        actorId: admin.userId,
        action: 'dispute.resolve_for_buyer',
        targetType: 'refund_request',
        targetId: refundId,
        before: { status: 'disputed' },
        inTransaction: true,
      }),
    ]);
    expect((await t.get(admin, '/api/admin/disputes')).json().map((d: { id: string }) => d.id)).not.toContain(refundId);
  });

  it("resolving for the seller keeps the sale and the seller's balance", async () => {
    const { admin, seller, order, refundId } = await disputed();
    const res = await resolve(admin, refundId, { outcome: 'uphold', message: 'Works as described' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'resolved', resolution: 'Upheld: Works as described' });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('completed');
    expect(await balanceOfUser(t.db, seller.userId)).toBe(890);
    expect(t.recorded.audit[0]).toMatchObject({ action: 'dispute.resolve_for_seller' });
    expect(t.recorded.notes).toHaveLength(2);
  });

  it('refuses a second decision, a blank note, a bad outcome and an unknown id; nothing changes', async () => {
    const { admin, refundId } = await disputed();
    expect((await resolve(admin, refundId, { outcome: 'uphold', message: 'First' })).statusCode).toBe(200);
    t.recorded.audit.length = 0;
    t.recorded.notes.length = 0;
    const before = await adminOpsSnapshot(t.db);
    const again = await resolve(admin, refundId, { outcome: 'refund', message: 'Second' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Only a disputed request can be resolved.');
    const blank = await resolve(admin, refundId, { outcome: 'refund', message: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Please provide a message with your response.');
    expect((await resolve(admin, refundId, { outcome: 'maybe', message: 'x' })).statusCode).toBe(400);
    expect(
      (await resolve(admin, '00000000-0000-4000-8000-000000000000', { outcome: 'refund', message: 'x' })).statusCode,
    ).toBe(404);
    expect(await adminOpsSnapshot(t.db)).toEqual(before);
    expect(t.recorded.audit).toEqual([]);
    expect(t.recorded.notes).toEqual([]);
  });

  it('leaves the dispute open when the audit entry cannot be written', async () => {
    const { admin, seller, refundId } = await disputed();
    const before = await adminOpsSnapshot(t.db);
    t.recorded.failAudit = true;
    expect((await resolve(admin, refundId, { outcome: 'refund', message: 'Broken' })).statusCode).toBe(500);
    expect(await adminOpsSnapshot(t.db)).toEqual(before);
    expect(await balanceOfUser(t.db, seller.userId)).toBe(890);
    expect(t.recorded.notes).toEqual([]);
  });
});
