import { expect } from 'vitest';
import { makeListing } from '../factories';
import { card, confirmCard, createIntent } from '../payments-fixtures';
import type { AuthzWorld } from './cast';
import type { MatrixRow } from './matrix';
import { adminOnly, only, open, signedIn } from './matrix';
import { pendingPayoutOf, pendingRefundFor } from './objects';

/** Checkout, orders and downloads, refunds and disputes, payouts, wallets and seller figures. */

/** A card payment the buyer started (and, with `confirmed`, paid) for a listing of its own. */
const buyersIntent = (w: AuthzWorld, key: string, confirmed: boolean) =>
  w.once(key, async () => {
    const listing = await makeListing(w.t.app, w.t.db, w.user('otherSeller').userId);
    const started = await createIntent(w.t.app, w.user('buyer'), listing.id);
    expect(started.statusCode, started.body).toBe(200);
    const intent = started.json();
    if (confirmed) {
      const paid = await confirmCard(w.t.app, w.user('buyer'), intent.clientSecret);
      expect(paid.statusCode, paid.body).toBe(200);
    }
    return { listingId: listing.id, ...(intent as { clientSecret: string; paymentIntentId: string }) };
  });

export const commerceRows: MatrixRow[] = [
  {
    route: 'POST /api/create-payment-intent',
    request: (w) => ({ url: '/api/create-payment-intent', payload: { listingId: w.ids.listing } }),
    expect: { ...signedIn(), buyer: 'invalid', seller: 403 },
    why: 'the seller cannot buy their own listing; the buyer already owns it (409)',
  },
  {
    route: 'POST /api/process-payment',
    request: async (w) => {
      const intent = await buyersIntent(w, 'paid intent', true);
      return {
        url: '/api/process-payment',
        payload: { paymentIntentId: intent.paymentIntentId, listingId: intent.listingId },
      };
    },
    expect: only(['buyer'], 404),
    why: 'someone else’s payment is answered like an unknown one',
  },
  {
    route: 'POST /api/payments/sandbox/confirm',
    request: async (w) => ({
      url: '/api/payments/sandbox/confirm',
      payload: { clientSecret: (await buyersIntent(w, 'open intent', false)).clientSecret, ...card() },
    }),
    expect: only(['buyer'], 403),
    why: 'only the buyer who started the payment pays it',
  },
  { route: 'GET /api/payments/config', expect: open() },
  { route: 'GET /api/orders', expect: signedIn() },
  {
    route: 'GET /api/orders/buyer/:userId',
    request: (w) => ({ url: `/api/orders/buyer/${w.user('buyer').userId}` }),
    expect: only(['buyer'], 403),
    why: 'a buyer’s purchases are theirs alone, even to an admin',
  },
  {
    route: 'GET /api/orders/seller/:id',
    request: (w) => ({ url: `/api/orders/seller/${w.user('seller').userId}` }),
    expect: only(['seller', 'admin'], 403),
  },
  {
    route: 'GET /api/downloads/:orderId',
    request: (w) => ({ url: `/api/downloads/${w.ids.order}?token=${w.ids.orderDownloadToken}` }),
    expect: only(['buyer'], 403),
    why: 'a valid signed link still needs the buyer’s own session',
  },
  {
    route: 'POST /api/refunds',
    request: (w) => ({ url: '/api/refunds', payload: { orderId: w.ids.order, reason: 'not-working' } }),
    expect: { ...only(['buyer'], 403), buyer: 'invalid' },
    why: 'only the order’s buyer asks; this order already has an open request (409)',
  },
  { route: 'GET /api/refunds', expect: signedIn() },
  { route: 'GET /api/refunds/eligible-orders', expect: signedIn() },
  {
    route: 'GET /api/refunds/:id',
    request: (w) => ({ url: `/api/refunds/${w.ids.pendingRefund}` }),
    expect: only(['buyer', 'seller'], 404),
    why: 'the two sides of the refund; admins read disputes through /api/admin/disputes',
  },
  {
    route: 'POST /api/refunds/:refundId/respond',
    request: async (w) => ({
      url: `/api/refunds/${await pendingRefundFor(w)}/respond`,
      payload: { action: 'reject', message: 'It works as described.' },
    }),
    expect: only(['seller'], 404),
    why: 'only the seller of the listing answers',
  },
  {
    route: 'POST /api/refunds/:id/dispute',
    request: (w) => ({ url: `/api/refunds/${w.ids.rejectedRefund}/dispute`, payload: { reason: 'It does not work.' } }),
    expect: only(['buyer'], 404),
    why: 'only the buyer disputes the seller’s rejection',
  },
  {
    route: 'POST /api/admin/refunds/:id/resolve',
    request: (w) => ({
      url: `/api/admin/refunds/${w.ids.disputedRefund}/resolve`,
      payload: { outcome: 'uphold', message: 'The agent works as described.' },
    }),
    expect: adminOnly(),
  },
  {
    route: 'POST /api/payouts',
    request: () => ({
      url: '/api/payouts',
      payload: { amount: '1.00', payoutMethod: 'paypal', paypalEmail: 'me@paypal.test' },
    }),
    expect: signedIn('invalid'),
    why: 'always from the caller’s own balance; $1.00 is under the minimum, so nothing is paid',
  },
  {
    route: 'GET /api/payouts',
    request: async (w) => {
      await pendingPayoutOf(w, 'seller');
      return { url: '/api/payouts?status=pending' };
    },
    expect: signedIn(),
    reveals: {
      to: ['seller', 'admin'],
      sees: (res, w) => JSON.stringify(res.json()).includes(w.user('seller').userId),
    },
    why: 'everyone’s pending payouts only to an elevated admin; anyone else gets their own',
  },
  {
    route: 'PATCH /api/payouts/:id/status',
    request: async (w) => ({
      url: `/api/payouts/${await pendingPayoutOf(w, 'otherSeller')}/status`,
      payload: { status: 'failed' },
    }),
    expect: adminOnly(),
  },
  { route: 'GET /api/admin/payouts', expect: adminOnly() },
  {
    route: 'PATCH /api/admin/payouts/:id/approve',
    request: async (w) => ({ url: `/api/admin/payouts/${await pendingPayoutOf(w, 'seller')}/approve` }),
    expect: adminOnly(),
  },
  { route: 'GET /api/payout-preferences', expect: signedIn() },
  {
    route: 'POST /api/payout-preferences',
    request: () => ({
      url: '/api/payout-preferences',
      payload: { payoutMethod: 'paypal', paypalEmail: 'me@paypal.test' },
    }),
    expect: signedIn(),
  },
  {
    route: 'GET /api/wallet/:userId',
    request: (w) => ({ url: `/api/wallet/${w.user('seller').userId}` }),
    expect: only(['seller', 'admin'], 403),
  },
  {
    route: 'GET /api/analytics/seller/:id',
    request: (w) => ({ url: `/api/analytics/seller/${w.user('seller').userId}` }),
    expect: only(['seller', 'admin'], 403),
  },
  {
    route: 'GET /api/analytics/seller/:id/daily',
    request: (w) => ({ url: `/api/analytics/seller/${w.user('seller').userId}/daily?days=7` }),
    expect: only(['seller', 'admin'], 403),
  },
  { route: 'GET /api/users/stats', expect: signedIn() },
];
