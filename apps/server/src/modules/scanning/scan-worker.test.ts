import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listingVersions } from '../../db/schema';
import { makeListing, makeSeller } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { publish } from '../releases/releases.fixtures';

let t: TestApp;
beforeAll(async () => {
  // The loop of a real process, polling only once a minute: only the wake-up on insert can make
  // the scan below happen within the seconds it is given.
  t = await createTestApp({ env: { SCAN_POLL_MS: '60000' } });
});
afterAll(async () => t?.close());

it('scans a new upload within seconds: the worker is woken when the version is stored', async () => {
  const seller = await makeSeller(t.app, t.db);
  const listing = await makeListing(t.app, t.db, seller.userId);
  const res = await publish(t.app, seller, listing.id, { version: '1.1.0', changelog: 'c' });
  expect(res.json()).toMatchObject({ status: 'pending' });
  const statusOf = async () =>
    (await t.db.select().from(listingVersions).where(eq(listingVersions.id, res.json().id)))[0]!.status;
  await expect.poll(statusOf, { timeout: 10_000, interval: 100 }).toBe('clean');
});
