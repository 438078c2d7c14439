import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { listingVersions } from '../../db/schema';
import type { AuthzWorld } from './cast';
import type { MatrixRow } from './matrix';
import { adminOnly, only, open } from './matrix';

/** Scans of versions (spec part 3, section 2). */

const firstVersionId = (w: AuthzWorld) =>
  w.once('first version id', async () => {
    await w.t.app.inject({ method: 'GET', url: `/api/listings/${w.ids.listing}/versions` });
    const [row] = await w.t.db.select().from(listingVersions).where(eq(listingVersions.listingId, w.ids.listing));
    return row!.id;
  });

export const scansRows: MatrixRow[] = [
  {
    route: 'GET /api/listings/:id/versions/:version/scan',
    request: (w) => ({ url: `/api/listings/${w.ids.listing}/versions/1.0.0/scan` }),
    expect: open(),
    reveals: { to: ['seller', 'admin'], sees: (res) => 'findings' in res.json() },
    why: 'a published version’s outcome is public; its findings are for its seller and admins',
  },
  {
    route: 'POST /api/listings/:id/versions/:version/rescan',
    request: (w) => ({ url: `/api/listings/${w.ids.listing}/versions/1.0.0/rescan` }),
    expect: only(['seller'], 403),
  },
  {
    route: 'POST /api/listings/:id/versions/:version/appeal',
    request: (w) => ({ url: `/api/listings/${w.ids.listing}/versions/1.0.0/appeal`, payload: { note: 'safe' } }),
    expect: only(['seller'], 403, 'invalid'),
    why: 'the seller may appeal, but a clean version is refused (409)',
  },
  { route: 'GET /api/admin/scans', expect: adminOnly() },
  {
    route: 'POST /api/admin/scans/:versionId/decision',
    request: async (w) => ({
      url: `/api/admin/scans/${await firstVersionId(w)}/decision`,
      payload: { decision: 'clear', note: 'ok', sha256: 'a'.repeat(64), scanId: randomUUID() },
    }),
    expect: adminOnly('invalid'),
    why: 'an admin deciding about a scan they never saw is refused (409)',
  },
];
