import { FREE_DOWNLOAD, paymentMessages, releaseMessages } from '@agentsy/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, listingVersions, paymentIntents } from '../../db/schema';
import { as, insertListing, makeAdmin, makeSeller, makeUser, type Session } from '../../test/factories';
import { buy, confirmCard, createIntent, processPayment, snapshot } from '../../test/payments-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * A listing with no current version: every version revoked, or its first one not published yet
 * (what a version waiting for its scan looks like). Neither is offered anywhere public, and
 * neither can be bought; the revoked one keeps a readable page, the unpublished one is its
 * seller's, the admins' and its buyers' only.
 */
let t: TestApp;
let seller: Session;
let buyer: Session;
let stranger: Session;
let admin: Session;
const word = `quokka${Date.now()}`;
const ids = { live: '', revoked: '', unpublished: '', freeRevoked: '' };

const revokeAll = async (listingId: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/listings/${listingId}/versions/1.0.0/revoke`,
    headers: as(seller),
    payload: { reason: 'Broken on the new model' },
  });
  expect(res.statusCode, res.body).toBe(200);
};

/** The state a first version waiting for its check leaves: nothing published, nothing current. */
const unpublish = async (listingId: string) => {
  await t.db
    .update(listingVersions)
    .set({ status: 'pending', publishedAt: null })
    .where(eq(listingVersions.listingId, listingId));
  await t.db.update(listings).set({ currentVersion: null }).where(eq(listings.id, listingId));
};

const get = (url: string, session?: Session) =>
  t.app.inject({ method: 'GET', url, headers: session ? as(session) : {} });
const titles = async (url: string, session?: Session) => {
  const res = await get(url, session);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { id: string }[]).map((l) => l.id);
};
const rated = { featured: true, ratingAverage: 5, ratingCount: 1000, downloadCount: 100_000 };

beforeAll(async () => {
  t = await createTestApp();
  seller = await makeSeller(t.app, t.db);
  buyer = await makeUser(t.app, t.db);
  stranger = await makeUser(t.app, t.db);
  admin = await makeAdmin(t.app, t.db);
  const make = async (title: string, priceCents = 1000) =>
    (await insertListing(t.db, { userId: seller.userId, title: `${title} ${word}`, priceCents, ...rated })).id;
  ids.live = await make('Live');
  ids.revoked = await make('Revoked');
  ids.unpublished = await make('Unpublished');
  ids.freeRevoked = await make('Free revoked', 0);
  // The buyer bought the unpublished one while it was live (before a rescan took it back, say).
  await buy(t.app, buyer, ids.unpublished);
  await revokeAll(ids.revoked);
  await revokeAll(ids.freeRevoked);
  await unpublish(ids.unpublished);
});
afterAll(() => t?.close());

describe('a listing with no current version is in no public list', () => {
  it('marketplace search, featured, popular and a seller profile list only the live one', async () => {
    expect(await titles(`/api/listings?search=${word}`)).toEqual([ids.live]);
    expect(await titles(`/api/listings?search=${word}&featured=true&sortBy=popular`)).toEqual([ids.live]);
    expect(await titles(`/api/listings?sellerId=${seller.userId}&sortBy=newest`)).toEqual([ids.live]);
    const count = await get(`/api/listings/count?search=${word}`);
    expect(count.json()).toEqual({ total: 1, isAtLeast: false });
  });

  it("the seller's own dashboard list still shows all four", async () => {
    const own = await titles('/api/listings?sellerId=me&includeInactive=true&limit=50', seller);
    expect(own.sort()).toEqual(Object.values(ids).sort());
  });

  it('the seller profile counts live listings, and the sitemap and top-rated board leave the others out', async () => {
    const profile = await get(`/api/users/${seller.userId}`);
    expect(profile.json().stats.activeListings).toBe(1);
    // The sitemap index lists one file of agents here.
    const sitemap = (await get('/sitemaps/agents-1.xml')).body;
    expect(sitemap).toContain(`/agent/${ids.live}`);
    for (const id of [ids.revoked, ids.unpublished, ids.freeRevoked]) expect(sitemap).not.toContain(id);
    const board = (await get('/api/leaderboard/top-rated-agents')).json() as { listing: { id: string } }[];
    const boardIds = board.map((b) => b.listing.id);
    expect(boardIds).toContain(ids.live);
    for (const id of [ids.revoked, ids.unpublished, ids.freeRevoked]) expect(boardIds).not.toContain(id);
  });
});

describe('the page of a listing with no current version', () => {
  it('stays readable, off sale, when every version was revoked', async () => {
    const res = await get(`/api/listings/${ids.revoked}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: ids.revoked, currentVersion: null, updatedAt: null });
  });

  it('is 404 to visitors and other users when nothing was ever published, and counts no view', async () => {
    const [before] = await t.db.select().from(listings).where(eq(listings.id, ids.unpublished));
    for (const session of [undefined, stranger]) {
      const res = await get(`/api/listings/${ids.unpublished}`, session);
      expect(res.statusCode, res.body).toBe(404);
    }
    const [after] = await t.db.select().from(listings).where(eq(listings.id, ids.unpublished));
    expect(after!.viewCount).toBe(before!.viewCount);
    expect((await get(`/agent/${ids.unpublished}`)).statusCode).toBe(404);
  });

  it('is shown to its seller, an admin and a buyer', async () => {
    for (const session of [seller, admin, buyer]) {
      const res = await get(`/api/listings/${ids.unpublished}`, session);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id: ids.unpublished, currentVersion: null });
    }
  });
});

describe('a listing with no current version cannot be bought', () => {
  const intentCount = async () => (await t.db.select({ n: count() }).from(paymentIntents))[0]!.n;

  it('refuses a payment intent with 409 and changes nothing', async () => {
    const before = { ...(await snapshot(t.db)), intents: await intentCount() };
    for (const id of [ids.revoked, ids.unpublished]) {
      const res = await createIntent(t.app, stranger, id);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toBe(releaseMessages.notForSale);
    }
    expect({ ...(await snapshot(t.db)), intents: await intentCount() }).toEqual(before);
  });

  it('refunds a payment begun before the last version was revoked instead of booking an order', async () => {
    const id = (await insertListing(t.db, { userId: seller.userId, title: `Late ${word}` })).id;
    const intent = (await createIntent(t.app, stranger, id)).json();
    await revokeAll(id);
    const orders = (await snapshot(t.db)).orders;
    expect((await confirmCard(t.app, stranger, intent.clientSecret)).statusCode).toBe(200);
    const res = await processPayment(t.app, stranger, intent.paymentIntentId, id);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(paymentMessages.unavailableRefunded);
    expect((await snapshot(t.db)).orders).toBe(orders);
  });

  it('refuses a free claim with 409 and changes nothing', async () => {
    const before = await snapshot(t.db);
    const res = await processPayment(t.app, stranger, FREE_DOWNLOAD, ids.freeRevoked);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(releaseMessages.notForSale);
    expect(await snapshot(t.db)).toEqual(before);
  });
});
