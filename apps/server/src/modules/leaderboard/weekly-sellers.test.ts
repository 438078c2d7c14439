import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertListing } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createLeaderboardService } from './leaderboard.service';
import { insertOrder, insertSellerWithListing, insertUser } from './leaderboard-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.reset();
});

/** The board as it reads at `now` (uncached). */
const sellersAt = async (now: string) =>
  (await createLeaderboardService({ db: t.db, cache: false, now: () => Date.parse(now) }).weeklySellers()).map((e) => [
    e.user.firstName,
    e.downloads,
  ]);

describe('GET /api/leaderboard/weekly-sellers', () => {
  it('answers sellers by downloads this week with public user fields only, cacheable for 5 minutes', async () => {
    const { seller, listing } = await insertSellerWithListing(t.db, 'Ada Seller');
    await insertOrder(t.db, { listingId: listing.id, at: new Date().toISOString() });

    const res = await t.app.inject({ method: 'GET', url: '/api/leaderboard/weekly-sellers' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.json()).toEqual([
      {
        userId: seller.id,
        user: { id: seller.id, firstName: 'Ada', lastName: 'Seller', displayName: 'Ada Seller', profileImageUrl: null },
        downloads: 1,
      },
    ]);
    expect(res.body).not.toContain(seller.email);
  });

  it('answers an empty list when nobody sold this week', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/leaderboard/weekly-sellers' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('counts free claims and leaves refunded, pending and failed orders out', async () => {
    const now = '2026-11-25T18:00:00Z';
    const free = await insertSellerWithListing(t.db, 'Free Giver', 0);
    const paid = await insertSellerWithListing(t.db, 'Paid Seller');
    for (let i = 0; i < 2; i += 1) await insertOrder(t.db, { listingId: free.listing.id, at: now, priceCents: 0 });
    await insertOrder(t.db, { listingId: paid.listing.id, at: now });
    for (const status of ['refunded', 'pending', 'failed'] as const) {
      await insertOrder(t.db, { listingId: paid.listing.id, at: now, status });
    }
    expect(await sellersAt(now)).toEqual([
      ['Free', 2],
      ['Paid', 1],
    ]);
  });

  it("counts a download once per verified buyer and listing, never from sock accounts or the seller's own", async () => {
    const now = '2026-11-25T18:00:00Z';
    const tag = randomUUID().slice(0, 8);
    const honest = await insertSellerWithListing(t.db, 'Honest Seller', 0);
    for (let i = 0; i < 3; i += 1) await insertOrder(t.db, { listingId: honest.listing.id, at: now, priceCents: 0 });

    const seller = await insertUser(t.db, { name: 'Sock Seller', email: `sock.seller.${tag}@gmail.com` });
    const [free, other] = [
      await insertListing(t.db, { userId: seller.id, priceCents: 0, title: 'Free one' }),
      await insertListing(t.db, { userId: seller.id, priceCents: 0, title: 'Free two' }),
    ];
    const claim = (listingId: string, buyer: { id: string }) =>
      insertOrder(t.db, { listingId, at: now, priceCents: 0, buyer });
    // Three unverified sock accounts.
    for (let i = 0; i < 3; i += 1) await claim(free.id, await insertUser(t.db, { name: `Sock ${i}` }));
    // The seller, and the seller's own verified alias (Gmail ignores dots and the +tag).
    await claim(free.id, seller);
    await claim(
      free.id,
      await insertUser(t.db, { name: 'Alias', email: `socksell.er.${tag}+2@googlemail.com`, emailVerified: true }),
    );
    // One real buyer, also under a +tag alias of the same mailbox, on both listings.
    const buyer = await insertUser(t.db, {
      name: 'Real Buyer',
      email: `real.${tag}@test.agentsy.dev`,
      emailVerified: true,
    });
    const buyerAlias = await insertUser(t.db, {
      name: 'Real Again',
      email: `Real.${tag}+b@test.agentsy.dev`,
      emailVerified: true,
    });
    await claim(free.id, buyer);
    await claim(free.id, buyerAlias);
    await claim(other.id, buyer);

    expect(await sellersAt(now)).toEqual([
      ['Honest', 3],
      ['Sock', 2],
    ]);
  });

  it.each([
    ['an ordinary week (EST)', '2026-11-22T04:59:00Z', '2026-11-22T05:00:00Z'],
    ['the week the clocks go forward', '2026-03-08T04:59:00Z', '2026-03-08T05:00:00Z'],
    ['the week the clocks go back (EDT until 2:00)', '2026-11-01T03:59:00Z', '2026-11-01T04:00:00Z'],
  ])(
    'in %s, Saturday 23:59 New York belongs to the old week and Sunday 00:00 to the new',
    async (_, saturday, sunday) => {
      const old = await insertSellerWithListing(t.db, 'Saturday Seller');
      const fresh = await insertSellerWithListing(t.db, 'Sunday Seller');
      await insertOrder(t.db, { listingId: old.listing.id, at: saturday });
      await insertOrder(t.db, { listingId: fresh.listing.id, at: sunday });

      const sundayNoon = new Date(Date.parse(sunday) + 12 * 3600_000).toISOString();
      expect(await sellersAt(sundayNoon)).toEqual([['Sunday', 1]]);
      const saturdayLate = new Date(Date.parse(saturday) + 30_000).toISOString();
      expect(await sellersAt(saturdayLate)).toEqual([['Saturday', 1]]);
    },
  );

  it('breaks ties by who reached the count first, then by id, the same way every time', async () => {
    const now = '2026-11-25T18:00:00Z';
    const late = await insertSellerWithListing(t.db, 'Late Seller');
    const early = await insertSellerWithListing(t.db, 'Early Seller');
    for (const at of ['2026-11-23T10:00:00Z', '2026-11-24T10:00:00Z']) {
      await insertOrder(t.db, { listingId: late.listing.id, at });
    }
    for (const at of ['2026-11-23T11:00:00Z', '2026-11-23T12:00:00Z']) {
      await insertOrder(t.db, { listingId: early.listing.id, at });
    }
    // Same count at the same instant: the smaller id first.
    const twins = [await insertSellerWithListing(t.db, 'Twin One'), await insertSellerWithListing(t.db, 'Twin Two')];
    for (const twin of twins) await insertOrder(t.db, { listingId: twin.listing.id, at: '2026-11-23T09:00:00Z' });
    const [first, second] = twins.map((x) => x.seller).sort((a, b) => (a.id < b.id ? -1 : 1));

    const board = await sellersAt(now);
    expect(board).toEqual([
      ['Early', 2],
      ['Late', 2],
      [first!.firstName, 1],
      [second!.firstName, 1],
    ]);
    expect(await sellersAt(now)).toEqual(board);
  });

  it('shows at most ten sellers', async () => {
    const now = '2026-11-25T18:00:00Z';
    for (let i = 0; i < 12; i += 1) {
      const { listing } = await insertSellerWithListing(t.db, `Seller ${i}`);
      await insertOrder(t.db, { listingId: listing.id, at: now });
    }
    expect(await sellersAt(now)).toHaveLength(10);
  });
});
