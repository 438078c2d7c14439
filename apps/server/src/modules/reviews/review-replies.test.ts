import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, notifications, reviewReplies } from '../../db/schema';
import { addReview, as, insertListing, makeSeller, makeUser, type Session } from '../../test/factories';
import { buy } from '../../test/payments-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const call = (s: Session | undefined, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: s ? as(s) : {}, ...(payload ? { payload } : {}) });

/** A seller, a buyer who bought and reviewed the seller's listing, and the review's id. */
const reviewed = async () => {
  const seller = await makeSeller(t.app, t.db);
  const buyer = await makeUser(t.app, t.db);
  const listing = await insertListing(t.db, { userId: seller.userId, title: 'Inbox Helper', priceCents: 1500 });
  await buy(t.app, buyer, listing.id);
  const res = await call(buyer, 'POST', '/api/reviews', { listingId: listing.id, rating: 4, comment: 'Good' });
  expect(res.statusCode, res.body).toBe(201);
  return { seller, buyer, listing, reviewId: res.json().id as string };
};

const reviewOnPage = async (listingId: string, reviewId: string) =>
  (await call(undefined, 'GET', `/api/listings/${listingId}`))
    .json()
    .reviews.find((r: { id: string }) => r.id === reviewId);

describe('review replies', () => {
  it('lets the seller reply once, edit and delete it; the review shows it and the reviewer is told', async () => {
    const { seller, buyer, listing, reviewId } = await reviewed();
    const created = await call(seller, 'POST', `/api/reviews/${reviewId}/reply`, { content: '  Thank you!  ' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ content: 'Thank you!' });
    expect(await reviewOnPage(listing.id, reviewId)).toMatchObject({
      verifiedPurchase: true,
      reply: { content: 'Thank you!', createdAt: created.json().createdAt },
    });

    const notices = await t.db.select().from(notifications).where(eq(notifications.userId, buyer.userId));
    expect(notices.map((n) => [n.kind, n.link, n.data])).toEqual([
      ['review_replied', `/agent/${listing.id}`, { listingId: listing.id, listingTitle: 'Inbox Helper' }],
    ]);
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.userId, buyer.userId), eq(mailOutbox.template, 'reviewReplied')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Thank you!');

    const second = await call(seller, 'POST', `/api/reviews/${reviewId}/reply`, { content: 'Again' });
    expect([second.statusCode, second.json().message]).toEqual([409, 'You have already replied to this review.']);

    const edited = await call(seller, 'PATCH', `/api/reviews/${reviewId}/reply`, { content: 'Thanks a lot!' });
    expect(edited.statusCode).toBe(200);
    expect((await reviewOnPage(listing.id, reviewId)).reply.content).toBe('Thanks a lot!');
    const sellerReviews = (await call(undefined, 'GET', `/api/reviews/seller/${seller.userId}`)).json();
    expect(sellerReviews[0]).toMatchObject({ verifiedPurchase: true, reply: { content: 'Thanks a lot!' } });

    expect((await call(seller, 'DELETE', `/api/reviews/${reviewId}/reply`)).statusCode).toBe(204);
    expect((await reviewOnPage(listing.id, reviewId)).reply).toBeNull();
    expect((await call(seller, 'DELETE', `/api/reviews/${reviewId}/reply`)).statusCode).toBe(404);
    expect((await call(seller, 'PATCH', `/api/reviews/${reviewId}/reply`, { content: 'x' })).statusCode).toBe(404);
  });

  it('refuses anyone but the seller, bad input and unknown reviews, changing nothing', async () => {
    const { buyer, reviewId } = await reviewed();
    const stranger = await makeUser(t.app, t.db);
    const url = `/api/reviews/${reviewId}/reply`;
    expect((await call(undefined, 'POST', url, { content: 'Hi' })).statusCode).toBe(401);
    for (const who of [buyer, stranger]) {
      const res = await call(who, 'POST', url, { content: 'Hi' });
      expect([res.statusCode, res.json().message]).toEqual([
        403,
        'Only the seller of this agent can reply to its reviews.',
      ]);
    }
    const { seller } = await reviewed();
    expect((await call(seller, 'POST', url, { content: 'Not mine' })).statusCode).toBe(403);
    const [own] = await t.db.select().from(reviewReplies).where(eq(reviewReplies.reviewId, reviewId));
    expect(own).toBeUndefined();
    for (const content of ['', '   ', 'x'.repeat(2001)]) {
      const theirs = await reviewed();
      const res = await call(theirs.seller, 'POST', `/api/reviews/${theirs.reviewId}/reply`, { content });
      expect(res.statusCode).toBe(400);
    }
    expect((await call(stranger, 'POST', '/api/reviews/nope/reply', { content: 'Hi' })).statusCode).toBe(404);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await call(stranger, 'POST', `/api/reviews/${missing}/reply`, { content: 'Hi' })).statusCode).toBe(404);
    expect(await t.db.select().from(reviewReplies).where(eq(reviewReplies.reviewId, reviewId))).toEqual([]);
  });

  it('marks a review without a completed order as not verified', async () => {
    const seller = await makeSeller(t.app, t.db);
    const reviewer = await makeUser(t.app, t.db);
    const listing = await insertListing(t.db, { userId: seller.userId });
    await addReview(t.db, listing.id, reviewer.userId, 5);
    const [review] = (await call(undefined, 'GET', `/api/listings/${listing.id}`)).json().reviews;
    expect(review).toMatchObject({ verifiedPurchase: false, reply: null });
  });

  it("shows the seller's rating across agents from 10 reviews on 2 agents", async () => {
    const seller = await makeSeller(t.app, t.db);
    const [a, b] = [
      await insertListing(t.db, { userId: seller.userId }),
      await insertListing(t.db, { userId: seller.userId }),
    ];
    const reviewers = await Promise.all(Array.from({ length: 10 }, () => makeUser(t.app, t.db)));
    const profile = async () => (await call(undefined, 'GET', `/api/users/${seller.userId}`)).json();
    for (const [i, r] of reviewers.slice(0, 9).entries()) await addReview(t.db, i < 5 ? a!.id : b!.id, r.userId, 5);
    expect((await profile()).ratingAcross).toBeNull();
    await addReview(t.db, b!.id, reviewers[9]!.userId, 2);
    expect((await profile()).ratingAcross).toEqual({ average: 4.7, reviews: 10, agents: 2 });
  });
});
