import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listings, paymentIntents } from '../../db/schema';
import { makeAdmin, makeListing, makeSeller, makeUser } from '../../test/factories';
import { buy, createIntent } from '../../test/payments-fixtures';
import { adminOpsSnapshot, useAdminOpsApp } from './admin-ops.fixtures';

const t = useAdminOpsApp();

const listed = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { id: string }[] | { listings: { id: string }[] };
  return (Array.isArray(body) ? body : body.listings).map((l) => l.id);
};

const sale = async () => {
  const admin = await makeAdmin(t.app, t.db);
  const seller = await makeSeller(t.app, t.db);
  const buyer = await makeUser(t.app, t.db);
  const listing = await makeListing(t.app, t.db, seller.userId, { priceCents: 1500 });
  await t.db.update(listings).set({ title: 'Inbox zero wizard', featured: true }).where(eq(listings.id, listing.id));
  const order = await buy(t.app, buyer, listing.id);
  return { admin, seller, buyer, listing, order };
};

describe('moderation list', () => {
  it('lists every listing still on the books with its Featured and Active flags and seller', async () => {
    const admin = await makeAdmin(t.app, t.db);
    const seller = await makeSeller(t.app, t.db);
    const shown = await makeListing(t.app, t.db, seller.userId, { priceCents: 2500 });
    const paused = await makeListing(t.app, t.db, seller.userId, { active: false });
    const removed = await makeListing(t.app, t.db, seller.userId, { removed: true });
    const res = await t.get(admin, '/api/admin/listings');
    expect(res.statusCode).toBe(200);
    const rows = res.json() as { id: string }[];
    const ids = rows.map((r) => r.id);
    expect(ids).toContain(shown.id);
    expect(ids).toContain(paused.id);
    expect(ids).not.toContain(removed.id);
    expect(rows.find((r) => r.id === shown.id)).toMatchObject({
      title: shown.title,
      price: '25.00',
      featured: false,
      active: true,
      seller: { id: seller.userId, email: seller.email },
    });
    expect(rows.find((r) => r.id === paused.id)).toMatchObject({ active: false });
  });
});

describe('removing a listing', () => {
  it('hides it from the marketplace, search and its page; the buyer still downloads; the seller is told', async () => {
    const { admin, seller, buyer, listing, order } = await sale();
    const other = await makeUser(t.app, t.db);
    const open = await createIntent(t.app, other, listing.id);
    expect(open.statusCode, open.body).toBe(200);
    expect(await listed('/api/listings?search=wizard')).toContain(listing.id);

    const res = await t.del(admin, `/api/admin/listings/${listing.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: listing.id, removedAt: expect.any(String) });

    expect(await listed('/api/listings')).not.toContain(listing.id);
    expect(await listed('/api/listings?search=wizard')).not.toContain(listing.id);
    expect(await listed('/api/listings?featured=true')).not.toContain(listing.id);
    expect((await t.app.inject({ method: 'GET', url: `/api/listings/${listing.id}` })).statusCode).toBe(404);
    expect((await t.get(admin, '/api/admin/listings')).json().map((l: { id: string }) => l.id)).not.toContain(
      listing.id,
    );

    const download = await t.get(buyer, `${order.downloadUrl}?token=${order.downloadToken}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(listing.content)).toBe(true);

    const intents = await t.db.select().from(paymentIntents).where(eq(paymentIntents.listingId, listing.id));
    expect(intents.map((i) => i.status).sort()).toEqual(['canceled', 'succeeded']);

    expect(t.recorded.notes).toEqual([{ userId: seller.userId, text: expect.stringContaining('"Inbox zero wizard"') }]);
    expect(t.recorded.audit).toEqual([
      expect.objectContaining({
        actorId: admin.userId,
        action: 'listing.remove',
        targetType: 'listing',
        targetId: listing.id,
        before: expect.objectContaining({ removedAt: null, featured: true }),
        inTransaction: true,
      }),
    ]);
  });

  it('refuses a listing already removed, an unknown id and a malformed id with 404; nothing changes', async () => {
    const admin = await makeAdmin(t.app, t.db);
    const seller = await makeSeller(t.app, t.db);
    const gone = await makeListing(t.app, t.db, seller.userId, { removed: true });
    const before = await adminOpsSnapshot(t.db);
    for (const id of [gone.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await t.del(admin, `/api/admin/listings/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Listing not found or already removed.');
    }
    expect(await adminOpsSnapshot(t.db)).toEqual(before);
    expect(t.recorded.audit).toEqual([]);
    expect(t.recorded.notes).toEqual([]);
  });

  it('keeps the listing when the audit entry cannot be written: the action and its record go together', async () => {
    const admin = await makeAdmin(t.app, t.db);
    const seller = await makeSeller(t.app, t.db);
    const listing = await makeListing(t.app, t.db, seller.userId);
    const before = await adminOpsSnapshot(t.db);
    t.recorded.failAudit = true;
    const res = await t.del(admin, `/api/admin/listings/${listing.id}`);
    expect(res.statusCode).toBe(500);
    expect(await adminOpsSnapshot(t.db)).toEqual(before);
    expect(t.recorded.notes).toEqual([]);
    expect(await listed('/api/listings')).toContain(listing.id);
  });

  it('two admins removing at once: one succeeds, the other gets 404, one audit entry', async () => {
    const first = await makeAdmin(t.app, t.db);
    const second = await makeAdmin(t.app, t.db);
    const seller = await makeSeller(t.app, t.db);
    const listing = await makeListing(t.app, t.db, seller.userId);
    const answers = await Promise.all([first, second].map((a) => t.del(a, `/api/admin/listings/${listing.id}`)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404]);
    expect(t.recorded.audit).toHaveLength(1);
    expect(t.recorded.notes).toHaveLength(1);
  });
});
