import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuditLog, listings, orders, reviews } from '../../db/schema';
import { makeAdmin, makeAdminWithoutCode, makeListing, makeSeller, makeUser, type Session } from '../../test/factories';
import { balanceOfUser, buy, snapshot, useLedgerCheckedApp } from '../../test/payments-fixtures';

const t = useLedgerCheckedApp();
const { post, get } = t;

const purchase = async (priceCents = 1000) => {
  const seller = await makeSeller(t.app, t.db);
  const buyer = await makeUser(t.app, t.db);
  const listing = await makeListing(t.app, t.db, seller.userId, { priceCents });
  const order = await buy(t.app, buyer, listing.id);
  return { seller, buyer, listing, order };
};

const requestRefund = (buyer: Session, orderId: string) =>
  post(buyer, '/api/refunds', { orderId, reason: 'not-working', description: 'It crashes on start' });

describe('reviews', () => {
  it('purchasers review once; never their own listing; rating 1-5 default 5', async () => {
    const { seller, buyer, listing } = await purchase();
    const bad = await post(buyer, '/api/reviews', { listingId: listing.id, rating: 6 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Rating must be a whole number from 1 to 5.');
    const ok = await post(buyer, '/api/reviews', { listingId: listing.id, comment: 'Great' });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ rating: 5, comment: 'Great', listingId: listing.id });
    expect((await post(buyer, '/api/reviews', { listingId: listing.id, rating: 4 })).statusCode).toBe(409);
    expect((await post(seller, '/api/reviews', { listingId: listing.id, rating: 5 })).statusCode).toBe(403);
    const list = await t.app.inject({ method: 'GET', url: `/api/reviews/seller/${seller.userId}` });
    expect(list.json()).toHaveLength(1);
    expect(list.json()[0]).toMatchObject({ rating: 5, listing: { title: listing.title }, buyer: { id: buyer.userId } });
  });

  it('links the review to its order by a foreign key that a deleted order clears', async () => {
    const { buyer, listing, order } = await purchase();
    expect((await post(buyer, '/api/reviews', { listingId: listing.id, rating: 4 })).statusCode).toBe(201);
    const [review] = await t.db.select().from(reviews).where(eq(reviews.listingId, listing.id));
    expect(review!.orderId).toBe(order.id);
    await expect(
      t.db.update(reviews).set({ orderId: '00000000-0000-4000-8000-000000000000' }).where(eq(reviews.id, review!.id)),
    ).rejects.toThrow();
    await t.db.delete(orders).where(eq(orders.id, order.id));
    const [after] = await t.db.select().from(reviews).where(eq(reviews.id, review!.id));
    expect(after).toMatchObject({ orderId: null, rating: 4 });
  });

  it('refuses a review without a purchase and stores nothing', async () => {
    const seller = await makeSeller(t.app, t.db);
    const stranger = await makeUser(t.app, t.db);
    const listing = await makeListing(t.app, t.db, seller.userId);
    const before = await snapshot(t.db);
    const res = await post(stranger, '/api/reviews', { listingId: listing.id, rating: 4 });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Only buyers of this agent can review it.');
    expect(await snapshot(t.db)).toEqual(before);
  });
});

describe('refund requests', () => {
  it('approval refunds in one go: order refunded, access ends, sale reversed, review removed', async () => {
    const { seller, buyer, listing, order } = await purchase(1000);
    await post(buyer, '/api/reviews', { listingId: listing.id, rating: 2 });
    expect(await balanceOfUser(t.db, seller.userId)).toBe(890);

    const eligible = await get(buyer, '/api/refunds/eligible-orders');
    expect(eligible.json().map((o: { id: string }) => o.id)).toEqual([order.id]);
    const created = await requestRefund(buyer, order.id);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ status: 'pending', amount: '10.30', reason: 'not-working' });
    expect((await get(buyer, '/api/refunds/eligible-orders')).json()).toEqual([]);
    expect((await requestRefund(buyer, order.id)).statusCode).toBe(409);

    const sellerView = await get(seller, '/api/refunds?as=seller');
    expect(sellerView.json()[0]).toMatchObject({ id: created.json().id, buyer: { email: buyer.email } });
    const noMessage = await post(seller, `/api/refunds/${created.json().id}/respond`, {
      action: 'approve',
      message: ' ',
    });
    expect(noMessage.statusCode).toBe(400);
    expect(noMessage.json().message).toBe('Please provide a message with your response.');

    const approved = await post(seller, `/api/refunds/${created.json().id}/respond`, {
      action: 'approve',
      message: 'Sorry',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', sellerMessage: 'Sorry' });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('refunded');
    expect(await balanceOfUser(t.db, seller.userId)).toBe(0);
    expect(await t.db.select().from(reviews).where(eq(reviews.listingId, listing.id))).toEqual([]);
    const [rated] = await t.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(rated).toMatchObject({ ratingSum: 0, ratingCount: 0, ratingAverage: 0 });
    const download = await get(buyer, `${order.downloadUrl}?token=${order.downloadToken}`);
    expect(download.statusCode).toBe(403);
    const again = await post(seller, `/api/refunds/${created.json().id}/respond`, { action: 'reject', message: 'No' });
    expect(again.statusCode).toBe(409);
    expect((await requestRefund(buyer, order.id)).statusCode).toBe(409);
  });

  it("refuses a foreign order, someone else's refund and a stranger's answer; nothing changes", async () => {
    const { seller, buyer, order } = await purchase();
    const other = await makeUser(t.app, t.db);
    expect((await requestRefund(other, order.id)).statusCode).toBe(403);
    const created = (await requestRefund(buyer, order.id)).json();
    const before = await snapshot(t.db);
    expect((await get(other, `/api/refunds/${created.id}`)).statusCode).toBe(404);
    expect(
      (await post(other, `/api/refunds/${created.id}/respond`, { action: 'approve', message: 'ok' })).statusCode,
    ).toBe(404);
    expect(
      (await post(buyer, `/api/refunds/${created.id}/respond`, { action: 'approve', message: 'ok' })).statusCode,
    ).toBe(404);
    expect((await get(other, '/api/refunds')).json()).toEqual([]);
    expect(await snapshot(t.db)).toEqual(before);
    expect((await get(seller, `/api/refunds/${created.id}`)).statusCode).toBe(200);
  });

  it('refuses free orders and orders older than 30 days', async () => {
    const { buyer, order } = await purchase();
    await t.db.execute(sql`update orders set created_at = now() - interval '31 days' where id = ${order.id}`);
    const old = await requestRefund(buyer, order.id);
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toBe('Refunds can be requested within 30 days of purchase.');
    const seller = await makeSeller(t.app, t.db);
    const free = await makeListing(t.app, t.db, seller.userId, { priceCents: 0 });
    const claim = await post(buyer, '/api/process-payment', { paymentIntentId: 'free_download', listingId: free.id });
    expect((await requestRefund(buyer, claim.json().id)).statusCode).toBe(400);
  });

  it('reject, dispute, then an admin resolves with a refund', async () => {
    const { seller, buyer, order } = await purchase(2000);
    const admin = await makeAdmin(t.app, t.db);
    const roleOnly = await makeAdminWithoutCode(t.app, t.db);
    const { id } = (await requestRefund(buyer, order.id)).json();
    expect((await post(buyer, `/api/refunds/${id}/dispute`, { reason: 'too early' })).statusCode).toBe(409);
    await post(seller, `/api/refunds/${id}/respond`, { action: 'reject', message: 'Works for me' });
    expect(
      (await post(seller, `/api/admin/refunds/${id}/resolve`, { outcome: 'refund', message: 'x' })).statusCode,
    ).toBe(403);
    const disputed = await post(buyer, `/api/refunds/${id}/dispute`, { reason: 'It does not work' });
    expect(disputed.json()).toMatchObject({ status: 'disputed', disputeReason: 'It does not work' });
    // The admin role without the access code is not enough.
    const refused = await post(roleOnly, `/api/admin/refunds/${id}/resolve`, { outcome: 'refund', message: 'x' });
    expect(refused.statusCode).toBe(403);
    expect(await balanceOfUser(t.db, seller.userId)).toBe(1780);
    const resolved = await post(admin, `/api/admin/refunds/${id}/resolve`, {
      outcome: 'refund',
      message: 'Refund granted',
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toMatchObject({ status: 'resolved', resolution: 'Refunded: Refund granted' });
    expect(await balanceOfUser(t.db, seller.userId)).toBe(0);
    const audit = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: admin.userId,
      action: 'dispute.resolve_for_buyer',
      targetType: 'refund_request',
      before: { status: 'disputed' },
      after: { status: 'resolved', resolution: 'Refunded: Refund granted' },
    });
  });
});
