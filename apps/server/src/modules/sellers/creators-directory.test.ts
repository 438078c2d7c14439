import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertListing, updateUserRow } from '../../test/factories';
import { createTestApp, signUp, type TestApp } from '../../test/test-app';

let t: TestApp;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const [selling, switchedOnly, allPaused, allRemoved] = await Promise.all(
    ['Sela Selling', 'Sam Switched', 'Pia Paused', 'Rex Removed'].map((name) => signUp(t.app, { name })),
  );
  for (const user of [selling, switchedOnly, allPaused, allRemoved]) {
    await updateUserRow(t.db, user!.id, { sellerEnabled: true });
  }
  ids.selling = selling!.id;
  ids.switchedOnly = switchedOnly!.id;
  await insertListing(t.db, { userId: selling!.id, title: 'On sale' });
  await insertListing(t.db, { userId: selling!.id, title: 'Paused too', active: false });
  await insertListing(t.db, { userId: allPaused!.id, title: 'Paused', active: false });
  await insertListing(t.db, { userId: allRemoved!.id, title: 'Removed', removedAt: new Date() });
});
afterAll(async () => {
  await t.close();
});

it('lists only sellers with an agent on sale, and counts only them as active sellers', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/sellers' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual([
    expect.objectContaining({
      id: ids.selling,
      firstName: 'Sela',
      stats: expect.objectContaining({ activeListings: 1 }),
    }),
  ]);
  const sorted = await t.app.inject({ method: 'GET', url: '/api/sellers?sortBy=newest&search=s' });
  expect(sorted.json().map((s: { id: string }) => s.id)).toEqual([ids.selling]);

  const stats = await t.app.inject({ method: 'GET', url: '/api/stats/platform' });
  expect(stats.json()).toMatchObject({ agents: 1, sellers: 1, buyers: 4 });
});

it('still serves the public profile of a seller with nothing on sale', async () => {
  const res = await t.app.inject({ method: 'GET', url: `/api/users/${ids.switchedOnly}` });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ firstName: 'Sam', stats: { activeListings: 0 } });
});

it('counts the platform figures afresh where marketplace answers are not reused (LISTINGS_CACHE_MS=0)', async () => {
  const figures = async () => (await t.app.inject({ method: 'GET', url: '/api/stats/platform' })).json();
  const before = await figures();
  await insertListing(t.db, { userId: ids.selling!, title: 'One more' });
  expect((await figures()).agents).toBe(before.agents + 1);
});
