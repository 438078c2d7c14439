import { listingQuestions, reviewReplies, reviews } from '../../db/schema';
import { makeListing } from '../factories';
import type { AuthzWorld } from './cast';
import type { MatrixRow } from './matrix';
import { adminOnly, only, open, signedIn } from './matrix';

/** A review by the buyer on a new listing of the seller's, with the seller's reply when asked. */
const reviewOfSeller = (w: AuthzWorld, key: string, { withReply = false } = {}) =>
  w.once(`review of seller: ${key}`, async () => {
    const listing = await makeListing(w.t.app, w.t.db, w.user('seller').userId);
    const [review] = await w.t.db
      .insert(reviews)
      .values({ listingId: listing.id, buyerId: w.user('buyer').userId, rating: 4, comment: 'Fine' })
      .returning();
    if (withReply) {
      await w.t.db
        .insert(reviewReplies)
        .values({ reviewId: review!.id, sellerId: w.user('seller').userId, content: 'Thanks' });
    }
    return review!.id;
  });

/** A question by the buyer on the seller's shared listing. */
const questionToSeller = (w: AuthzWorld) =>
  w.once('question to seller', async () => {
    const [row] = await w.t.db
      .insert(listingQuestions)
      .values({ listingId: w.ids.listing, askerId: w.user('buyer').userId, content: 'Does it work offline?' })
      .returning();
    return row!.id;
  });

/** A custom agent request of the buyer's, made through the API. */
const requestOfBuyer = (w: AuthzWorld, key: string) =>
  w.once(`request of buyer: ${key}`, async () => {
    const res = await w.t.app.inject({
      method: 'POST',
      url: '/api/forms/agent-request',
      headers: { cookie: w.user('buyer').cookie },
      payload: {
        title: 'An invoice agent',
        description: 'Reads invoices.',
        useCase: 'productivity',
        budget: 'under-50',
      },
    });
    return (res.json() as { id: string }).id;
  });

/** Review replies, following sellers, questions and answers, the requests board. */
export const communityRows: MatrixRow[] = [
  {
    route: 'POST /api/reviews/:id/reply',
    request: async (w) => ({
      url: `/api/reviews/${await reviewOfSeller(w, 'reply')}/reply`,
      payload: { content: 'Thank you' },
    }),
    expect: only(['seller'], 403),
    why: 'only the seller of the reviewed listing replies',
  },
  {
    route: 'PATCH /api/reviews/:id/reply',
    request: async (w) => ({
      url: `/api/reviews/${await reviewOfSeller(w, 'edit', { withReply: true })}/reply`,
      payload: { content: 'Thanks again' },
    }),
    expect: only(['seller'], 403),
  },
  {
    route: 'DELETE /api/reviews/:id/reply',
    request: async (w) => ({ url: `/api/reviews/${await reviewOfSeller(w, 'delete', { withReply: true })}/reply` }),
    expect: only(['seller'], 403),
    why: 'the seller removes their own reply; a second removal finds none',
  },
  {
    route: 'POST /api/sellers/:id/follow',
    request: (w) => ({ url: `/api/sellers/${w.user('seller').userId}/follow` }),
    expect: { ...signedIn(), seller: 'invalid' },
    why: 'anyone signed in follows a seller, never themselves',
  },
  {
    route: 'DELETE /api/sellers/:id/follow',
    request: (w) => ({ url: `/api/sellers/${w.user('seller').userId}/follow` }),
    expect: { ...signedIn(), seller: 'invalid' },
  },
  {
    route: 'GET /api/listings/:id/questions',
    request: (w) => ({ url: `/api/listings/${w.ids.listing}/questions` }),
    expect: open(),
  },
  {
    route: 'POST /api/listings/:id/questions',
    request: (w) => ({
      url: `/api/listings/${w.ids.listing}/questions`,
      payload: { content: 'Does it work with Gmail?' },
    }),
    expect: { ...signedIn(), seller: 403 },
    why: 'any member asks in public, except the listing’s own seller',
  },
  {
    route: 'POST /api/questions/:id/answer',
    request: async (w) => ({ url: `/api/questions/${await questionToSeller(w)}/answer`, payload: { content: 'Yes.' } }),
    expect: only(['seller'], 403),
    why: 'only the seller of the listing answers; answering again edits',
  },
  {
    route: 'POST /api/admin/questions/:id/hide',
    request: async (w) => ({
      url: `/api/admin/questions/${await questionToSeller(w)}/hide`,
      payload: { part: 'answer' },
    }),
    expect: adminOnly(),
  },
  {
    route: 'GET /api/requests',
    expect: only(['seller', 'otherSeller'], 403),
    why: 'the requests board is for sellers',
  },
  {
    route: 'POST /api/agent-requests/:id/close',
    request: async (w) => ({ url: `/api/agent-requests/${await requestOfBuyer(w, 'close')}/close` }),
    expect: only(['buyer'], 404),
    why: 'only its author closes a request; to anyone else it does not exist',
  },
  {
    route: 'POST /api/requests/:id/offer',
    request: async (w) => ({
      url: `/api/requests/${await requestOfBuyer(w, 'offer')}/offer`,
      payload: { content: 'I have an agent for this.' },
    }),
    expect: only(['seller', 'otherSeller'], 403),
    why: 'sellers offer on open requests, by a conversation with the requester',
  },
];
