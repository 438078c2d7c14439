import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import type { AuthzWorld } from './cast';
import type { Expectation, MatrixRow } from './matrix';
import { only, signedIn } from './matrix';

/**
 * Sellers' webhooks, as the web app's settings call them: each call acts on the caller's own
 * endpoints, so another user's endpoint is not found (404). Endpoints are written straight to the
 * database (no name lookup); nothing is sent, as no delivery worker runs in this suite.
 */
const sellersEndpoint = async (w: AuthzWorld) => {
  const at = new Date();
  const [row] = await w.t.db
    .insert(webhookEndpoints)
    .values({
      sellerId: w.user('seller').userId,
      url: 'https://93.184.216.34/hooks',
      events: ['order.completed'],
      secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  return row!.id;
};
const shared = (w: AuthzWorld) => w.once('seller webhook', () => sellersEndpoint(w));
const sharedDelivery = (w: AuthzWorld) =>
  w.once('seller webhook delivery', async () => {
    const at = new Date();
    const [row] = await w.t.db
      .insert(webhookDeliveries)
      .values({ endpointId: await shared(w), eventType: 'order.completed', body: '{}', runAfter: at, createdAt: at })
      .returning();
    return row!.id;
  });

/** The same calls under /api/v1 take a token with `webhooks:write`, never a session (webhooks.test.ts). */
const noSession: Expectation = {
  visitor: 401,
  buyer: 401,
  otherBuyer: 401,
  seller: 401,
  otherSeller: 401,
  adminNoCode: 401,
  admin: 401,
};
const none = '00000000-0000-4000-8000-000000000000';
const v1 = (route: string): MatrixRow => ({
  route,
  request: () => ({
    url: route.replace(/^\S+ /, '').replace(':id', none).replace(':deliveryId', none),
    payload: route.startsWith('GET') || route.startsWith('DELETE') ? undefined : {},
  }),
  expect: noSession,
  why: 'tokens, not sessions',
});

export const webhooksRows: MatrixRow[] = [
  ...[
    'POST /api/v1/webhooks',
    'GET /api/v1/webhooks',
    'GET /api/v1/webhooks/:id',
    'PATCH /api/v1/webhooks/:id',
    'DELETE /api/v1/webhooks/:id',
    'POST /api/v1/webhooks/:id/rotate-secret',
    'GET /api/v1/webhooks/:id/deliveries',
    'POST /api/v1/webhooks/:id/deliveries/:deliveryId/redeliver',
    'POST /api/v1/webhooks/:id/test',
  ].map(v1),
  { route: 'GET /api/webhooks', expect: signedIn() },
  {
    route: 'POST /api/webhooks',
    request: () => ({
      url: '/api/webhooks',
      payload: { url: 'https://93.184.216.34/hooks', events: ['order.completed'] },
    }),
    expect: signedIn(),
    why: 'anyone signed in may add endpoints of their own',
  },
  {
    route: 'GET /api/webhooks/:id',
    request: async (w) => ({ url: `/api/webhooks/${await shared(w)}` }),
    expect: only(['seller'], 404),
  },
  {
    route: 'PATCH /api/webhooks/:id',
    request: async (w) => ({ url: `/api/webhooks/${await shared(w)}`, payload: { enabled: true } }),
    expect: only(['seller'], 404),
  },
  {
    route: 'DELETE /api/webhooks/:id',
    request: async (w) => ({ url: `/api/webhooks/${await sellersEndpoint(w)}` }),
    expect: only(['seller'], 404),
  },
  {
    route: 'POST /api/webhooks/:id/rotate-secret',
    request: async (w) => ({ url: `/api/webhooks/${await shared(w)}/rotate-secret` }),
    expect: only(['seller'], 404),
  },
  {
    route: 'GET /api/webhooks/:id/deliveries',
    request: async (w) => ({ url: `/api/webhooks/${await shared(w)}/deliveries` }),
    expect: only(['seller'], 404),
  },
  {
    route: 'POST /api/webhooks/:id/deliveries/:deliveryId/redeliver',
    request: async (w) => ({ url: `/api/webhooks/${await shared(w)}/deliveries/${await sharedDelivery(w)}/redeliver` }),
    expect: only(['seller'], 404),
  },
  {
    route: 'POST /api/webhooks/:id/test',
    request: async (w) => ({ url: `/api/webhooks/${await shared(w)}/test` }),
    expect: only(['seller'], 404),
  },
];
