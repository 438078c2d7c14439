import type { MatrixRow } from './matrix';
import { signedIn } from './matrix';

/**
 * Verified domains: each call acts on the caller's own claim. The two calls that need a claim come
 * first and find none (404), so no row here makes the app ask a DNS server or fetch a page; the
 * checks themselves are in modules/trust/verified-domain.test.ts.
 */
export const trustRows: MatrixRow[] = [
  { route: 'GET /api/users/me/domain', expect: signedIn() },
  { route: 'POST /api/users/me/domain/verify', expect: signedIn(404), why: 'the caller has no claim yet' },
  { route: 'DELETE /api/users/me/domain', expect: signedIn(404), why: 'the caller has no claim yet' },
  {
    route: 'POST /api/users/me/domain',
    request: (_w, actor) => ({
      url: '/api/users/me/domain',
      payload: { domain: `${actor.toLowerCase()}.authz.example` },
    }),
    expect: signedIn(),
  },
];
