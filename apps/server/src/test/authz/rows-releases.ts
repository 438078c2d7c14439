import { createDownloadLinks } from '../../modules/orders/download-links';
import { makeListing } from '../factories';
import { multipart } from '../test-app';
import type { AuthzWorld } from './cast';
import type { MatrixRow } from './matrix';
import { only, open, signedIn } from './matrix';

/** Versions and updates, and the notifications center (spec part 3, sections 1 and 8). */

/** A listing of the seller that no other row touches, so revoking its 1.0.0 disturbs nothing. */
const revokableListing = (w: AuthzWorld) =>
  w.once('revokable listing', async () => {
    const listing = await makeListing(w.t.app, w.t.db, w.user('seller').userId);
    await w.t.app.inject({ method: 'GET', url: `/api/listings/${listing.id}/versions` });
    return listing.id;
  });

/** A notification of the buyer's, as the notices job writes them. */
const buyersNotification = (w: AuthzWorld) =>
  w.once('buyer notification', async () => {
    const { notifyUsers } = await import('../../modules/notifications/notifications.service');
    const [row] = await w.t.db.transaction((tx) =>
      notifyUsers(tx, [
        {
          userId: w.user('buyer').userId,
          kind: 'version_published',
          subjectId: 'authz',
          link: '/orders',
          data: { listingId: w.ids.listing, listingTitle: 'Agent', version: '1.0.0', changelog: '' },
        },
      ]),
    );
    return row!.id;
  });

export const releasesRows: MatrixRow[] = [
  {
    route: 'GET /api/listings/:id/versions',
    request: (w) => ({ url: `/api/listings/${w.ids.listing}/versions` }),
    expect: open(),
  },
  {
    route: 'GET /api/listings/:id/versions/:version/manifest',
    request: (w) => ({ url: `/api/listings/${w.ids.listing}/versions/1.0.0/manifest` }),
    expect: open(),
    why: 'anyone who can see a published version can check its signature',
  },
  { route: 'GET /.well-known/agentsy-keys.json', expect: open() },
  {
    route: 'POST /api/listings/:id/versions',
    request: (w, actor) => {
      const body = multipart({ version: `2.0.0-${actor.toLowerCase()}`, changelog: 'x' }, [
        { name: 'file', filename: 'agent.json', content: '{"authz":true}' },
      ]);
      return { url: `/api/listings/${w.ids.listing}/versions`, payload: body.payload, headers: body.headers };
    },
    expect: only(['seller'], 403),
    why: 'only the listing’s seller publishes; a prerelease, so the current version stays',
  },
  {
    route: 'POST /api/listings/:id/versions/:version/revoke',
    request: async (w) => ({
      url: `/api/listings/${await revokableListing(w)}/versions/1.0.0/revoke`,
      payload: { reason: 'x' },
    }),
    expect: { ...only(['seller', 'admin'], 403), admin: 'invalid' },
    why: 'the seller or an admin; the seller revoked it first, so the admin meets an already revoked version (409)',
  },
  {
    route: 'GET /api/listings/:id/versions/:from/diff/:to',
    request: (w) => ({ url: `/api/listings/${w.ids.listing}/versions/1.0.0/diff/1.0.0` }),
    expect: only(['buyer', 'seller', 'admin'], 403),
    why: 'the seller, an admin, or a buyer with a completed order',
  },
  {
    route: 'PUT /api/listings/:id/update-notices',
    request: (w) => ({ url: `/api/listings/${w.ids.listing}/update-notices`, payload: { enabled: true } }),
    expect: only(['buyer'], 403),
  },
  {
    route: 'GET /api/orders/:id/versions',
    request: (w) => ({ url: `/api/orders/${w.ids.order}/versions` }),
    expect: only(['buyer'], 403),
  },
  {
    route: 'GET /api/downloads/:orderId/versions/:version',
    request: (w) => ({ url: createDownloadLinks(w.t.config.sessionSecret).issueVersion(w.ids.order, '1.0.0') }),
    expect: only(['buyer'], 403),
    why: 'a valid signed link still needs the buyer’s own session',
  },
  { route: 'GET /api/notifications', expect: signedIn() },
  {
    route: 'PATCH /api/notifications/:id/read',
    request: async (w) => ({ url: `/api/notifications/${await buyersNotification(w)}/read` }),
    expect: only(['buyer'], 404),
    why: 'someone else’s notification is answered like an unknown one',
  },
  { route: 'POST /api/notifications/read-all', expect: signedIn() },
];
