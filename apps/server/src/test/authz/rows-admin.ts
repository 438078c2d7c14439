import { testAdminAccessCode } from '../test-app';
import type { MatrixRow } from './matrix';
import { adminOnly, open, signedIn } from './matrix';

/** The admin door (access code) and every admin-only route: role plus a live elevation. */
export const adminRows: MatrixRow[] = [
  {
    route: 'POST /api/admin/login',
    request: () => ({ url: '/api/admin/login', payload: { accessCode: testAdminAccessCode } }),
    expect: { ...adminOnly(), adminNoCode: 'ok' },
    disturbsCast: true,
    why: 'the right code still needs the admin role; the role-only admin is elevated here (and undone after)',
  },
  { route: 'GET /api/admin/verify', expect: adminOnly() },
  {
    route: 'POST /api/admin/logout',
    expect: signedIn(),
    disturbsCast: true,
    why: 'ends the caller’s own elevation, if any',
  },
  { route: 'GET /api/admin/audit-log', expect: adminOnly() },
  { route: 'GET /api/models', expect: open() },
  {
    route: 'POST /api/admin/models',
    request: () => ({
      url: '/api/admin/models',
      payload: { id: 'authz-model', provider: 'Authz', name: 'Authz Model', status: 'active' },
    }),
    expect: adminOnly(),
  },
  {
    route: 'PATCH /api/admin/models/:id',
    request: () => ({ url: '/api/admin/models/gpt-5', payload: { name: 'GPT-5' } }),
    expect: adminOnly(),
  },
  { route: 'GET /api/analytics/admin', expect: adminOnly() },
  { route: 'GET /api/admin/sales-overview', expect: adminOnly() },
  { route: 'GET /api/admin/mail', expect: adminOnly(), why: 'the outbox page exists outside production only' },
  { route: 'GET /api/admin/users', request: () => ({ url: '/api/admin/users?search=Test' }), expect: adminOnly() },
  {
    route: 'POST /api/admin/messages',
    request: (w) => ({ url: '/api/admin/messages', payload: { userId: w.user('buyer').userId, content: 'Hello' } }),
    expect: adminOnly(),
  },
  { route: 'GET /api/admin/conversations', expect: adminOnly() },
  {
    route: 'GET /api/admin/conversations/:id/messages',
    request: (w) => ({ url: `/api/admin/conversations/${w.ids.supportConversation}/messages` }),
    expect: adminOnly(),
  },
  {
    route: 'GET /api/admin/conversations/:id/messages',
    label: 'buyer-seller conversation',
    request: (w) => ({ url: `/api/admin/conversations/${w.ids.conversation}/messages` }),
    expect: { ...adminOnly(), admin: 404 },
    why: 'the admin reads Support Team threads only, not what a buyer and a seller wrote each other',
  },
  {
    route: 'PATCH /api/admin/conversations/:id/read',
    request: (w) => ({ url: `/api/admin/conversations/${w.ids.supportConversation}/read` }),
    expect: adminOnly(),
  },
  { route: 'GET /api/admin/top-sellers', expect: adminOnly() },
  { route: 'GET /api/admin/listings', expect: adminOnly() },
  {
    route: 'DELETE /api/admin/listings/:id',
    request: (w) => ({ url: `/api/admin/listings/${w.ids.listingToRemove}` }),
    expect: adminOnly(),
  },
  { route: 'GET /api/admin/export-sales', expect: adminOnly() },
  { route: 'GET /api/admin/disputes', expect: adminOnly() },
  { route: 'GET /api/admin/payment-disputes', expect: adminOnly() },
  { route: 'GET /api/admin/inbox', expect: adminOnly() },
  {
    route: 'PATCH /api/admin/inbox/:kind/:id',
    request: (w) => ({ url: `/api/admin/inbox/contact/${w.ids.contactMessage}`, payload: { handled: true } }),
    expect: adminOnly(),
  },
];
