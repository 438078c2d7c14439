import type { Expectation, MatrixRow } from './matrix';
import { closedToEveryone, signedIn } from './matrix';

/** Sellers only: a token is a seller's (modules/tokens/tokens.service.ts). */
const sellers = (): Expectation => ({ ...closedToEveryone(), visitor: 401, seller: 'ok', otherSeller: 'ok' });

/** No session opens /api/v1: every call needs `Authorization: Bearer agsy_…` (modules/api-v1). */
const tokenOnly = (): Expectation => ({
  visitor: 401,
  buyer: 401,
  otherBuyer: 401,
  seller: 401,
  otherSeller: 401,
  adminNoCode: 401,
  admin: 401,
});

const v1 = (route: string): MatrixRow => ({
  route,
  request: (w) => ({
    url: route.replace(':id', w.ids.listing).replace(':version', '1.0.0').replace(/^\S+ /, ''),
    payload: route.startsWith('GET') || route.startsWith('DELETE') ? undefined : {},
  }),
  expect: tokenOnly(),
  why: 'tokens, not sessions',
});

/**
 * API tokens are managed with the session; each caller sees and revokes only their own. The
 * token checks of /api/v1 (scopes, expiry, another seller's listing, code or review) are in
 * modules/tokens/tokens.test.ts, modules/api-v1/api-v1.test.ts and modules/api-v1/v1-selling.test.ts.
 */
export const platformRows: MatrixRow[] = [
  {
    route: 'POST /api/tokens',
    request: () => ({ url: '/api/tokens', payload: { name: 'authz', scopes: ['listings:read'] } }),
    expect: sellers(),
  },
  { route: 'GET /api/tokens', expect: signedIn() },
  {
    route: 'DELETE /api/tokens/:id',
    request: () => ({ url: '/api/tokens/00000000-0000-4000-8000-000000000000' }),
    expect: signedIn(404),
    why: 'no such token of the caller',
  },
  { route: 'GET /api/v1/openapi.json', expect: { ...tokenOnly(), ...signedIn(), visitor: 'ok' }, why: 'public docs' },
  v1('GET /api/v1/listings'),
  v1('POST /api/v1/listings'),
  v1('GET /api/v1/listings/:id'),
  v1('PATCH /api/v1/listings/:id'),
  v1('GET /api/v1/listings/:id/versions'),
  v1('POST /api/v1/listings/:id/versions'),
  v1('POST /api/v1/listings/:id/versions/:version/revoke'),
  v1('GET /api/v1/sales'),
  v1('GET /api/v1/refunds'),
  v1('GET /api/v1/discounts'),
  v1('POST /api/v1/discounts'),
  v1('PATCH /api/v1/discounts/:id'),
  v1('DELETE /api/v1/discounts/:id'),
  v1('POST /api/v1/reviews/:id/reply'),
  v1('PATCH /api/v1/reviews/:id/reply'),
  v1('DELETE /api/v1/reviews/:id/reply'),
];
