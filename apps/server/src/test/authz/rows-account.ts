import { multipart } from '../test-app';
import type { Actor } from './actors';
import type { MatrixRow } from './matrix';
import { closedToEveryone, open, signedIn } from './matrix';

/** Sign-in and session, the own account, settings, public forms, mail links, crawlers. */

const isSeller = (actor: Actor) => actor === 'seller' || actor === 'otherSeller';
/** The role each actor already has, so the role rows change nothing the later rows rely on. */
const ownRole = (actor: Actor) => (isSeller(actor) ? 'seller' : 'buyer');

export const accountRows: MatrixRow[] = [
  // Better Auth's catch-all: reading the session is for anyone; changing the user needs one.
  { route: 'GET /api/auth/*', request: () => ({ url: '/api/auth/get-session' }), expect: open() },
  {
    route: 'POST /api/auth/*',
    request: () => ({ url: '/api/auth/update-user', payload: { name: 'Renamed User' } }),
    expect: signedIn(),
  },
  {
    route: 'POST /api/users/change-password',
    request: () => ({
      url: '/api/users/change-password',
      payload: { currentPassword: 'not the password', newPassword: 'another long password' },
    }),
    expect: signedIn('invalid'),
    why: 'a wrong current password is refused after the session check; the change itself: account-security.test.ts',
  },
  { route: 'GET /healthz', expect: open() },
  { route: 'GET /readyz', expect: open(), why: 'says only whether the database and storage answer' },
  {
    route: 'GET /metrics',
    expect: closedToEveryone(),
    why: 'only from METRICS_ALLOW addresses or with METRICS_TOKEN; no session, admin or not, opens it',
  },
  { route: 'GET /api/login', expect: open(), why: 'a redirect to the sign-in page' },
  { route: 'GET /api/logout', expect: open(), disturbsCast: true, why: 'signs the caller out and redirects home' },
  { route: 'GET /api/auth/user', expect: signedIn() },
  {
    route: 'POST /api/users/complete-onboarding',
    request: (_w, actor) => ({ url: '/api/users/complete-onboarding', payload: { role: ownRole(actor) } }),
    expect: signedIn(),
  },
  {
    route: 'PATCH /api/users/switch-role',
    request: (_w, actor) => ({ url: '/api/users/switch-role', payload: { activeRole: ownRole(actor) } }),
    expect: signedIn(),
  },
  {
    route: 'PATCH /api/users/profile',
    request: () => ({ url: '/api/users/profile', payload: { bio: 'Builds agents.' } }),
    expect: signedIn(),
  },
  { route: 'POST /api/users/enable-seller', expect: signedIn(), disturbsCast: true },
  { route: 'GET /api/users/notifications', expect: signedIn() },
  {
    route: 'PATCH /api/users/notifications',
    request: () => ({ url: '/api/users/notifications', payload: { orderUpdates: true } }),
    expect: signedIn(),
  },
  { route: 'GET /api/users/privacy', expect: signedIn() },
  {
    route: 'PATCH /api/users/privacy',
    request: () => ({ url: '/api/users/privacy', payload: { allowMessaging: true } }),
    expect: signedIn(),
  },
  { route: 'DELETE /api/users/avatar', expect: signedIn() },
  {
    route: 'POST /api/users/avatar',
    request: () => ({ url: '/api/users/avatar', ...multipart({ note: 'no picture' }) }),
    expect: signedIn('invalid'),
    why: 'the session is checked before the body is read; a form without a picture is refused after it',
  },
  {
    route: 'GET /api/avatars/:name',
    request: () => ({ url: '/api/avatars/no-such-picture.webp' }),
    expect: open(404),
    why: 'pictures are public by their generated name; this one does not exist for anyone',
  },
  {
    route: 'DELETE /api/users/delete-account',
    request: () => ({ url: '/api/users/delete-account', payload: { password: 'not the password' } }),
    expect: signedIn('invalid'),
    why: 'only ever the caller’s own account, confirmed by password (account-deletion.test.ts)',
  },
  {
    route: 'POST /api/forms/contact',
    request: () => ({
      url: '/api/forms/contact',
      payload: { name: 'Someone', email: 'someone@test.agentsy.dev', subject: 'Hi', message: 'A question' },
    }),
    expect: open(),
  },
  {
    route: 'POST /api/feedback',
    request: () => ({
      url: '/api/feedback',
      payload: {
        likes: 'Search',
        dislikes: 'Nothing',
        improvements: 'More agents',
        pageUrl: '/',
        userRole: 'visitor',
        timestamp: new Date().toISOString(),
      },
    }),
    expect: open(),
  },
  // The signed token in the link is the authority, not the session: a forged one fails for all.
  {
    route: 'GET /api/mail/unsubscribe',
    request: () => ({ url: '/api/mail/unsubscribe?token=forged' }),
    expect: open(),
  },
  {
    route: 'POST /api/mail/unsubscribe',
    request: () => ({ url: '/api/mail/unsubscribe?token=forged', payload: {} }),
    expect: open('invalid'),
    why: 'the token is the authority (mail.service.ts); a forged one is refused whoever is signed in',
  },
  { route: 'GET /robots.txt', expect: open() },
  { route: 'GET /sitemap.xml', expect: open() },
  { route: 'GET /sitemaps/:file', request: () => ({ url: '/sitemaps/pages.xml' }), expect: open() },
  {
    route: 'GET /og/listings/:file',
    request: (w) => ({ url: `/og/listings/${w.ids.listing}.png` }),
    expect: open(),
    why: 'the picture a shared link shows, of what the listing page shows anyone',
  },
  {
    route: 'GET /og/sellers/:file',
    request: (w) => ({ url: `/og/sellers/${w.user('seller').userId}.png` }),
    expect: open(),
    why: 'the picture a shared link shows, of what the seller page shows anyone',
  },
  { route: 'GET /api/leaderboard/weekly-sellers', expect: open() },
  { route: 'GET /api/leaderboard/top-rated-agents', expect: open() },
  { route: 'GET /api/leaderboard/weekly-inviters', expect: open() },
];
