import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema';
import { addReview } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertSellerWithListing, insertUser } from './leaderboard-fixtures';

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

const review = async (listingId: string, ratings: number[]) => {
  for (const rating of ratings) {
    const buyer = await insertUser(t.db, { name: 'Reviewing Buyer' });
    await addReview(t.db, listingId, buyer.id, rating);
  }
};

const board = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/leaderboard/top-rated-agents' });
  expect(res.statusCode).toBe(200);
  return res;
};

describe('GET /api/leaderboard/top-rated-agents', () => {
  it('answers listings with 3 reviews or more, best average first, cacheable for 10 minutes', async () => {
    const good = await insertSellerWithListing(t.db, 'Grace Good', 1999);
    const fine = await insertSellerWithListing(t.db, 'Fiona Fine', 0);
    const few = await insertSellerWithListing(t.db, 'Fred Few');
    await review(good.listing.id, [5, 5, 4]);
    await review(fine.listing.id, [4, 4, 4, 5]);
    await review(few.listing.id, [5, 5]);

    const res = await board();
    expect(res.headers['cache-control']).toBe('public, max-age=600');
    expect(res.json()).toEqual([
      {
        listing: { id: good.listing.id, title: "Grace Good's agent", price: '19.99' },
        user: {
          id: good.seller.id,
          firstName: 'Grace',
          lastName: 'Good',
          displayName: 'Grace Good',
          profileImageUrl: null,
        },
        avgRating: 4.67,
        totalReviews: 3,
      },
      expect.objectContaining({
        listing: expect.objectContaining({ price: '0.00' }),
        avgRating: 4.25,
        totalReviews: 4,
      }),
    ]);
    expect(res.body).not.toContain(good.seller.email);
  });

  it('leaves out listings that are off sale or removed', async () => {
    const paused = await insertSellerWithListing(t.db, 'Paused Seller');
    const removed = await insertSellerWithListing(t.db, 'Removed Seller');
    await review(paused.listing.id, [5, 5, 5]);
    await review(removed.listing.id, [5, 5, 5]);
    await t.db.update(listings).set({ active: false }).where(eq(listings.id, paused.listing.id));
    await t.db.update(listings).set({ removedAt: new Date() }).where(eq(listings.id, removed.listing.id));
    expect((await board()).json()).toEqual([]);
  });

  it('breaks a tied average by more reviews, then by the newer listing', async () => {
    const older = await insertSellerWithListing(t.db, 'Older Listing');
    const newer = await insertSellerWithListing(t.db, 'Newer Listing');
    const more = await insertSellerWithListing(t.db, 'More Reviews');
    await t.db
      .update(listings)
      .set({ createdAt: new Date('2026-01-01T00:00:00Z') })
      .where(eq(listings.id, older.listing.id));
    await review(newer.listing.id, [4, 4, 4]);
    await review(older.listing.id, [4, 4, 4]);
    await review(more.listing.id, [4, 4, 4, 4]);
    const names = (await board()).json().map((e: { user: { firstName: string } }) => e.user.firstName);
    expect(names).toEqual(['More', 'Newer', 'Older']);
  });
});
