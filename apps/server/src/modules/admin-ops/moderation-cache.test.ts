import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeAdmin, makeListing, makeSeller } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

// With the anonymous listings cache on, as in production: the removal must not be served stale.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { listingsCacheMs: 60_000 } });
});
afterAll(async () => t?.close());

it('empties the marketplace cache: a removed listing is gone on the next anonymous read', async () => {
  const admin = await makeAdmin(t.app, t.db);
  const seller = await makeSeller(t.app, t.db);
  const listing = await makeListing(t.app, t.db, seller.userId);
  const ids = async () =>
    ((await t.app.inject({ method: 'GET', url: '/api/listings' })).json() as { id: string }[]).map((l) => l.id);
  expect(await ids()).toContain(listing.id);
  const res = await t.app.inject({
    method: 'DELETE',
    url: `/api/admin/listings/${listing.id}`,
    headers: { cookie: admin.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(await ids()).not.toContain(listing.id);
});
