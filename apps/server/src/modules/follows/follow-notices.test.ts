import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, notifications, sellerFollows, userPreferences } from '../../db/schema';
import { as, makeListing, makeSeller, makeUser } from '../../test/factories';
import { createTestApp, multipart, type TestApp } from '../../test/test-app';
import { publish } from '../releases/releases.fixtures';
import { fakeScanner } from '../scanning/scans.fixtures';

const engine = fakeScanner();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ scanner: engine.scanner });
});
afterAll(async () => t?.close());

/** A new listing through the API, as the upload dialog sends it: pending until its scan is clean. */
const createListing = async (seller: { cookie: string }, title: string) => {
  const body = multipart(
    {
      title,
      description: 'Sorts your inbox every morning',
      price: '9.99',
      platform: 'python',
      useCase: 'productivity',
    },
    [{ name: 'file', filename: 'agent.py', content: 'print("hello")\n' }],
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/listings',
    headers: { ...as(seller as never), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
};

const noticesOf = (userIds: string[]) =>
  t.db
    .select()
    .from(notifications)
    .where(and(inArray(notifications.userId, userIds), eq(notifications.kind, 'followed_seller_listed')));

describe('followers hear of a new listing', () => {
  it('tells each follower who keeps "Sellers I follow" on, once, when the listing is first released', async () => {
    const seller = await makeSeller(t.app, t.db);
    await t.db.execute(sql`update users set first_name = 'Sam', last_name = 'Seller' where id = ${seller.userId}`);
    const fans = await Promise.all(Array.from({ length: 4 }, () => makeUser(t.app, t.db)));
    const [quiet, stranger] = [fans[3]!, await makeUser(t.app, t.db)];
    for (const fan of fans) {
      expect(
        (await t.app.inject({ method: 'POST', url: `/api/sellers/${seller.userId}/follow`, headers: as(fan) }))
          .statusCode,
      ).toBe(200);
    }
    const off = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/notifications',
      headers: as(quiet),
      payload: { followedSellers: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(
      (await t.db.select().from(userPreferences).where(eq(userPreferences.userId, quiet.userId)))[0],
    ).toMatchObject({ followedSellers: false });

    const listing = await createListing(seller, 'Inbox Triage Bot');
    const everyone = [...fans, stranger].map((f) => f.userId);
    expect(await noticesOf(everyone)).toEqual([]); // not out before its scan is clean
    await t.app.scans.drain();

    const told = await noticesOf(everyone);
    expect(told.map((n) => n.userId).sort()).toEqual(
      fans
        .slice(0, 3)
        .map((f) => f.userId)
        .sort(),
    );
    expect(told[0]).toMatchObject({
      link: `/agent/${listing.id}`,
      data: { listingId: listing.id, listingTitle: 'Inbox Triage Bot', sellerName: 'Sam Seller' },
    });
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(and(inArray(mailOutbox.userId, everyone), eq(mailOutbox.template, 'followedSellerListed')));
    expect(mails.map((m) => m.userId).sort()).toEqual(
      fans
        .slice(0, 3)
        .map((f) => f.userId)
        .sort(),
    );
    expect(mails[0]!.subject).toBe('Sam Seller has a new agent: Inbox Triage Bot');

    // A later version of the same listing is an update for buyers, not a new listing.
    const res = await publish(
      t.app,
      seller,
      listing.id,
      { version: '1.1.0', changelog: 'More' },
      { filename: 'b.py', content: 'x=1\n' },
    );
    expect(res.statusCode, res.body).toBe(201);
    await t.app.scans.drain();
    expect(await noticesOf(everyone)).toHaveLength(3);
  });

  it("tells followers of a seller's second listing too", async () => {
    const seller = await makeSeller(t.app, t.db);
    await makeListing(t.app, t.db, seller.userId);
    const fan = await makeUser(t.app, t.db);
    await t.db.insert(sellerFollows).values({ followerId: fan.userId, sellerId: seller.userId });
    const listing = await createListing(seller, 'Second Agent');
    await t.app.scans.drain();
    expect((await noticesOf([fan.userId])).map((n) => n.subjectId)).toEqual([listing.id]);
  });
});
