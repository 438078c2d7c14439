import { expect } from 'vitest';
import { as } from '../factories';
import type { AuthzWorld } from './cast';
import type { MatrixRow } from './matrix';
import { only, open, signedIn } from './matrix';

/** Discount codes: a seller's own, and the check any visitor's checkout runs. */

/** A code of the seller's, one per row, so deleting it in one row leaves the others theirs. */
const sellersCode = (w: AuthzWorld, key: string) =>
  w.once(`discount code ${key}`, async () => {
    const res = await w.t.app.inject({
      method: 'POST',
      url: '/api/discounts',
      headers: as(w.user('seller')),
      payload: { code: `AUTHZ-${key}`, type: 'percent', value: 10 },
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { id: string }).id;
  });

export const discountRows: MatrixRow[] = [
  {
    route: 'POST /api/discounts',
    request: (_w, actor) => ({
      url: '/api/discounts',
      payload: { code: `NEW-${actor.toUpperCase()}-${crypto.randomUUID().slice(0, 8)}`, type: 'percent', value: 10 },
    }),
    expect: signedIn(),
    why: 'any account may make codes; they apply only to its own listings',
  },
  { route: 'GET /api/discounts', expect: signedIn() },
  {
    route: 'GET /api/discounts/check',
    request: (w) => ({ url: `/api/discounts/check?code=NOPE&listingId=${w.ids.listing}` }),
    expect: open(),
  },
  {
    route: 'PATCH /api/discounts/:id',
    request: async (w) => ({ url: `/api/discounts/${await sellersCode(w, 'PATCH')}`, payload: { active: false } }),
    expect: only(['seller'], 404),
    why: 'another seller’s code is answered like an unknown one',
  },
  {
    route: 'DELETE /api/discounts/:id',
    request: async (w) => ({ url: `/api/discounts/${await sellersCode(w, 'DELETE')}` }),
    expect: only(['seller'], 404),
    why: 'another seller’s code is answered like an unknown one',
  },
];
