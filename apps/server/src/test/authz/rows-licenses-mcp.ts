import type { MatrixRow } from './matrix';
import { only, open } from './matrix';

const unknownKey = 'AGSY-22222-22222-22222-22222';

/**
 * License keys and MCP servers. License keys: the owner's switch and setting, and the three public calls, where the key decides
 * and no session counts (their rules are in modules/licenses/licenses.test.ts).
 */
export const licensesMcpRows: MatrixRow[] = [
  {
    route: 'PATCH /api/listings/:id',
    label: 'license keys',
    request: (w) => ({ url: `/api/listings/${w.ids.listing}`, payload: { licenseKeys: true, activationLimit: 5 } }),
    expect: only(['seller'], 403),
    why: 'license keys are the owner’s setting',
  },
  {
    route: 'GET /api/listings/:id/license-settings',
    request: (w) => ({ url: `/api/listings/${w.ids.listing}/license-settings` }),
    expect: only(['seller'], 403),
  },
  {
    route: 'POST /api/v1/licenses/validate',
    request: (w) => ({ url: '/api/v1/licenses/validate', payload: { key: unknownKey, listingId: w.ids.listing } }),
    expect: open(404),
    why: 'public: the key is the credential; this one exists for no one',
  },
  {
    route: 'POST /api/v1/licenses/activate',
    request: (w) => ({
      url: '/api/v1/licenses/activate',
      payload: { key: unknownKey, listingId: w.ids.listing, instanceId: 'authz' },
    }),
    expect: open(404),
    why: 'public: the key is the credential; this one exists for no one',
  },
  {
    route: 'POST /api/v1/licenses/deactivate',
    request: () => ({ url: '/api/v1/licenses/deactivate', payload: { key: unknownKey, instanceId: 'authz' } }),
    expect: open(404),
    why: 'public: the key is the credential; this one exists for no one',
  },
  {
    route: 'PUT /api/listings/:id/mcp-server',
    request: (w) => ({
      url: `/api/listings/${w.ids.listing}/mcp-server`,
      payload: { name: 'io.example/authz', description: 'Authz', version: '1.0.0' },
    }),
    expect: only(['seller'], 403, 'invalid'),
    why: 'the owner’s file; this listing is not on the MCP platform, so the owner gets 409',
  },
  {
    route: 'GET /api/listings/:id/mcp-server',
    request: (w) => ({ url: `/api/listings/${w.ids.listing}/mcp-server` }),
    expect: { ...only(['seller'], 403), seller: 404 },
    why: 'the owner’s file; this listing has none',
  },
  {
    route: 'GET /api/listings/:id/mcp-config',
    request: (w) => ({ url: `/api/listings/${w.ids.listing}/mcp-config?client=cursor` }),
    expect: { ...only(['buyer', 'seller'], 403), buyer: 404, seller: 404 },
    why: 'for the listing’s buyers and its seller; this listing has no server, so they get 404',
  },
];
