import { randomUUID } from 'node:crypto';
import { multipart } from '../test-app';
import type { MatrixRow } from './matrix';
import { adminOnly, only, open, signedIn } from './matrix';

/** Listings, favourites, custom requests, reviews, public profiles and seller pages. */
export const catalogRows: MatrixRow[] = [
  {
    route: 'GET /api/listings',
    request: (w) => ({ url: `/api/listings?sellerId=${w.user('seller').userId}&includeInactive=true` }),
    expect: { ...only(['seller'], 403), visitor: 403 },
    why: 'browsing is open; only the seller may include their inactive listings',
  },
  { route: 'GET /api/listings/count', request: () => ({ url: '/api/listings/count?platform=claude' }), expect: open() },
  { route: 'GET /api/listings/:id', request: (w) => ({ url: `/api/listings/${w.ids.listing}` }), expect: open() },
  {
    route: 'PATCH /api/listings/:id',
    request: (w) => ({ url: `/api/listings/${w.ids.listing}`, payload: { title: 'Renamed agent' } }),
    expect: only(['seller'], 403),
    why: 'the seller’s own listing; admins do not edit sellers’ text',
  },
  {
    route: 'PATCH /api/listings/:id',
    label: 'featured',
    request: (w) => ({ url: `/api/listings/${w.ids.otherListing}`, payload: { featured: true } }),
    expect: adminOnly(),
    why: 'featuring is an admin action, not the owner’s (decision 025)',
  },
  {
    route: 'POST /api/listings/:id/images',
    request: (w) => ({ url: `/api/listings/${w.ids.listing}/images`, ...multipart({ alt: 'No picture' }) }),
    expect: only(['seller'], 403, 'invalid'),
    why: 'the seller of the listing only; a form without a picture is refused after the check',
  },
  {
    route: 'PATCH /api/listings/:id/images',
    request: (w) => ({ url: `/api/listings/${w.ids.listing}/images`, payload: { alt: { [randomUUID()]: 'x' } } }),
    expect: only(['seller'], 403, 'invalid'),
    why: 'the seller of the listing only; alt text for an image it does not have is refused',
  },
  {
    route: 'DELETE /api/listings/:id/images/:imageId',
    request: (w) => ({ url: `/api/listings/${w.ids.listing}/images/${randomUUID()}` }),
    expect: only(['seller'], 403, 404),
    why: 'the seller of the listing only; the seller is told this image does not exist',
  },
  {
    route: 'GET /api/listing-images/:imageId/:file',
    request: () => ({ url: `/api/listing-images/${randomUUID()}/320.webp` }),
    expect: open(404),
    why: 'listing images are public by id; this one does not exist for anyone',
  },
  {
    route: 'GET /api/videos/:id',
    request: () => ({ url: `/api/videos/${randomUUID()}` }),
    expect: open(404),
    why: 'videos are public by id; this one does not exist for anyone',
  },
  { route: 'GET /api/favorites', expect: signedIn() },
  {
    route: 'POST /api/favorites',
    request: (w) => ({ url: '/api/favorites', payload: { listingId: w.ids.listing } }),
    expect: signedIn(),
  },
  {
    route: 'DELETE /api/favorites/:listingId',
    request: (w) => ({ url: `/api/favorites/${w.ids.listing}` }),
    expect: signedIn(),
    why: 'removes the caller’s own favourite; the user id comes from the session',
  },
  {
    route: 'POST /api/forms/agent-request',
    request: () => ({
      url: '/api/forms/agent-request',
      payload: {
        title: 'An agent for invoices',
        description: 'Reads invoices.',
        useCase: 'productivity',
        budget: 'under-50',
      },
    }),
    expect: signedIn(),
  },
  { route: 'GET /api/agent-requests', expect: signedIn() },
  { route: 'GET /api/sellers', expect: open() },
  {
    route: 'GET /api/users/:id',
    request: (w) => ({ url: `/api/users/${w.user('buyer').userId}` }),
    expect: open(),
    reveals: { to: ['buyer', 'admin'], sees: (res) => 'firstName' in res.json() },
    why: 'the buyer’s profile is private: the owner and an elevated admin see it, others its name only',
  },
  {
    route: 'GET /api/analytics/seller/:id/public',
    request: (w) => ({ url: `/api/analytics/seller/${w.user('seller').userId}/public` }),
    expect: open(),
  },
  { route: 'GET /api/analytics/top-sellers', expect: open() },
  { route: 'GET /api/stats/platform', expect: open() },
  {
    route: 'POST /api/listings',
    request: () => ({ url: '/api/listings', ...multipart({ title: 'No file' }) }),
    expect: signedIn('invalid'),
    why: 'any member may list (it turns seller mode on); a form without the agent file is refused',
  },
  {
    route: 'POST /api/upload-video',
    request: () => ({ url: '/api/upload-video', ...multipart({ note: 'no video' }) }),
    expect: only(['seller', 'otherSeller'], 403, 'invalid'),
    why: 'a demo video on its own waits for a listing: sellers only (modules/listings/unattached-videos.ts)',
  },
  {
    route: 'POST /api/reviews',
    request: (w) => ({ url: '/api/reviews', payload: { listingId: w.ids.listing, rating: 5, comment: 'Works well.' } }),
    expect: only(['buyer'], 403),
    why: 'only a purchaser reviews, once, never their own listing',
  },
  {
    route: 'GET /api/reviews/seller/:id',
    request: (w) => ({ url: `/api/reviews/seller/${w.user('seller').userId}` }),
    expect: open(),
  },
];
