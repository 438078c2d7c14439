import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  accounts as authAccounts,
  favorites,
  listings,
  payoutMethods,
  reviews,
  sessions,
  userPreferences,
  users,
} from '../../db/schema';
import { makeAdmin, makeListing, makeSeller, makeUser, type Session } from '../../test/factories';
import { balanceOfUser, buy, snapshot, useLedgerCheckedApp } from '../../test/payments-fixtures';
import { signUp } from '../../test/test-app';
import { createAccountDeletionService } from './account-deletion.service';

const t = useLedgerCheckedApp();
const { post, get, patch } = t;

const deleteAccount = (s: Session, payload?: object) =>
  t.app.inject({ method: 'DELETE', url: '/api/users/delete-account', headers: { cookie: s.cookie }, payload });

const userRow = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

/** A seller who sold one $100.00 agent and was paid all of it: nothing owed, nothing pending. */
const paidSellerWithBuyer = async () => {
  const seller = await makeSeller(t.app, t.db);
  const buyer = await makeUser(t.app, t.db);
  const listing = await makeListing(t.app, t.db, seller.userId, { priceCents: 10_000 });
  const order = await buy(t.app, buyer, listing.id);
  const admin = await makeAdmin(t.app, t.db);
  const payout = await post(seller, '/api/payouts', {
    amount: '89.00',
    payoutMethod: 'paypal',
    paypalEmail: 'me@paypal.test',
  });
  await patch(admin, `/api/payouts/${payout.json().id}/status`, { status: 'completed' });
  return { seller, buyer, listing, order };
};

describe('account deletion refusals: nothing is deleted', () => {
  it('a missing or wrong password is a 400', async () => {
    const user = await makeUser(t.app, t.db);
    const missing = await deleteAccount(user, {});
    expect(missing.statusCode).toBe(400);
    const noBody = await deleteAccount(user);
    expect(noBody.statusCode).toBe(400);
    const wrong = await deleteAccount(user, { password: 'not the password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ title: 'Deletion Failed', fields: { password: 'Incorrect password.' } });
    expect((await get(user, '/api/auth/user')).json()).toMatchObject({ email: user.email });
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/users/delete-account', payload: { password: 'x' } });
    expect(res.statusCode).toBe(401);
  });

  it('is refused while the seller has an unpaid balance, saying how to get paid', async () => {
    const seller = await makeSeller(t.app, t.db);
    const buyer = await makeUser(t.app, t.db);
    const listing = await makeListing(t.app, t.db, seller.userId, { priceCents: 10_000 });
    await buy(t.app, buyer, listing.id);
    const before = await snapshot(t.db);
    const res = await deleteAccount(seller, { password: seller.password });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('$89.00');
    expect(res.json().message).toContain('Request a payout');
    expect(await snapshot(t.db)).toEqual(before);
    expect((await userRow(seller.userId)).deletedAt).toBeNull();
    expect((await get(seller, '/api/auth/user')).statusCode).toBe(200);
  });

  it('is refused while a payout is pending', async () => {
    const seller = await makeSeller(t.app, t.db);
    const buyer = await makeUser(t.app, t.db);
    const listing = await makeListing(t.app, t.db, seller.userId, { priceCents: 10_000 });
    await buy(t.app, buyer, listing.id);
    await post(seller, '/api/payouts', { amount: '89.00', payoutMethod: 'paypal', paypalEmail: 'me@paypal.test' });
    const res = await deleteAccount(seller, { password: seller.password });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('payout of yours is still being processed');
    expect((await userRow(seller.userId)).deletedAt).toBeNull();
  });

  it('a failure midway rolls everything back', async () => {
    const { seller } = await paidSellerWithBuyer();
    const failing = createAccountDeletionService({
      db: t.db,
      deleteAvatarFile: async () => {},
      steps: {
        eraseReviewComments: async () => {
          throw new Error('disk full');
        },
      },
    });
    await expect(failing.deleteAccount({ userId: seller.userId, password: seller.password })).rejects.toThrow(
      'disk full',
    );
    const row = await userRow(seller.userId);
    expect(row).toMatchObject({ email: seller.email, deletedAt: null, sellerEnabled: true });
    expect(await t.db.select().from(listings).where(eq(listings.userId, seller.userId))).toEqual([
      expect.objectContaining({ active: true }),
    ]);
    expect((await get(seller, '/api/auth/user')).statusCode).toBe(200);
  });
});

describe('deleting a seller account', () => {
  it('erases the person, keeps orders and ledger, takes listings down, buyers keep downloads', async () => {
    const { seller, buyer, listing, order } = await paidSellerWithBuyer();
    expect((await patch(seller, '/api/users/privacy', { profileVisibility: 'users' })).statusCode).toBe(200);
    const saved = await post(seller, '/api/payout-preferences', {
      payoutMethod: 'paypal',
      paypalEmail: 'me@paypal.test',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const ordersBefore = (await snapshot(t.db)).orders;

    const res = await deleteAccount(seller, { password: seller.password });
    expect(res.statusCode, res.body).toBe(204);

    // Signed out everywhere, unable to sign in again with the old password.
    expect((await get(seller, '/api/auth/user')).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, seller.userId))).toEqual([]);
    expect(await t.db.select().from(authAccounts).where(eq(authAccounts.userId, seller.userId))).toEqual([]);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: seller.email, password: seller.password },
    });
    expect(signIn.statusCode).toBe(401);

    // A tombstone: no name, no e-mail, no settings, no payout details.
    const row = await userRow(seller.userId);
    expect(row).toMatchObject({
      name: 'Deleted user',
      firstName: null,
      lastName: null,
      image: null,
      paypalEmail: null,
      sellerEnabled: false,
    });
    expect(row.email).not.toContain(seller.email);
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect(await t.db.select().from(userPreferences).where(eq(userPreferences.userId, seller.userId))).toEqual([]);
    expect(await t.db.select().from(payoutMethods).where(eq(payoutMethods.userId, seller.userId))).toEqual([]);

    // The listing is gone from the marketplace and the seller page; the buyer still downloads.
    const market = (await t.app.inject({ method: 'GET', url: '/api/listings?limit=50' })).json() as { id: string }[];
    expect(market.map((l) => l.id)).not.toContain(listing.id);
    expect((await t.app.inject({ method: 'GET', url: `/api/users/${seller.userId}` })).statusCode).toBe(404);
    const download = await t.app.inject({
      method: 'GET',
      url: `${order.downloadUrl}?token=${order.downloadToken}`,
      headers: { cookie: buyer.cookie },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload).toEqual(listing.content);

    // Orders and ledger kept; the ledger still balances (checked after every test) and sums to zero for the seller.
    expect((await snapshot(t.db)).orders).toBe(ordersBefore);
    expect(await balanceOfUser(t.db, seller.userId)).toBe(0);
    const buyerOrders = (await get(buyer, '/api/orders')).json() as { listingId: string }[];
    expect(buyerOrders.map((o) => o.listingId)).toContain(listing.id);
  });

  it('the e-mail can sign up again as a new, empty account', async () => {
    const user = await makeUser(t.app, t.db);
    await patch(user, '/api/users/profile', { bio: 'Old bio' });
    expect((await deleteAccount(user, { password: user.password })).statusCode).toBe(204);
    const fresh = await signUp(t.app, { email: user.email, password: 'a new password here' });
    expect(fresh.userId).not.toBe(user.userId);
    expect((await get(fresh, '/api/auth/user')).json()).toMatchObject({ email: user.email, bio: null });
    expect((await get(fresh, '/api/users/privacy')).json()).toMatchObject({ profileVisibility: 'public' });
  });

  it("keeps a deleted buyer's ratings but not the words of their reviews", async () => {
    const seller = await makeSeller(t.app, t.db);
    const buyer = await makeUser(t.app, t.db);
    const listing = await makeListing(t.app, t.db, seller.userId, { priceCents: 500 });
    await buy(t.app, buyer, listing.id);
    const review = await post(buyer, '/api/reviews', {
      listingId: listing.id,
      rating: 4,
      comment: 'Solid, my name is Ann',
    });
    expect(review.statusCode, review.body).toBeLessThan(300);
    expect((await deleteAccount(buyer, { password: buyer.password })).statusCode).toBe(204);
    const [kept] = await t.db.select().from(reviews).where(eq(reviews.listingId, listing.id));
    expect(kept).toMatchObject({ rating: 4, comment: null });
    const detail = (await t.app.inject({ method: 'GET', url: `/api/listings/${listing.id}` })).json();
    expect(detail.rating).toMatchObject({ average: 4, count: 1 });
  });

  it("takes the deleted person's saved favourites with them, and leaves other people's alone", async () => {
    const seller = await makeSeller(t.app, t.db);
    const leaving = await makeUser(t.app, t.db);
    const staying = await makeUser(t.app, t.db);
    const listing = await makeListing(t.app, t.db, seller.userId, { priceCents: 500 });
    for (const user of [leaving, staying]) {
      expect((await post(user, '/api/favorites', { listingId: listing.id })).statusCode).toBeLessThan(300);
    }
    expect((await deleteAccount(leaving, { password: leaving.password })).statusCode).toBe(204);
    const left = await t.db.select().from(favorites).where(eq(favorites.listingId, listing.id));
    expect(left.map((f) => f.userId)).toEqual([staying.userId]);
  });
});
