import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { makeListing, makeSeller } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { published } from '../releases/releases.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** The statements one request sends to the in-process app's database. */
const statementsOf = async (url: string) => {
  const { session } = t.db as unknown as { session: { prepareQuery: (...args: unknown[]) => unknown } };
  const spy = vi.spyOn(session, 'prepareQuery');
  try {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).not.toEqual([]);
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
};

// Each read of the catalogue on the way (the model, the retired ids) was one more round trip to
// the database on every search: 1.4-1.8x the time of the page without the filters at 100,000
// listings (bench/browse.ts). A full page, that is: a short `model` page is read again through the
// GIN index, as the walk it came from may have stopped short (model-filter-page.ts).
it('a search with the model filters costs the database no more statements than the page without them', async () => {
  const seller = await makeSeller(t.app, t.db);
  const listing = await makeListing(t.app, t.db, seller.userId);
  const compatibility = JSON.stringify({ targets: [{ platform: 'chatgpt', models: ['gpt-5'] }] });
  await published(t.app, seller, listing.id, { version: '1.1.0', changelog: 'Models', compatibility });
  const page = await statementsOf('/api/listings?limit=1');
  expect(await statementsOf('/api/listings?limit=1&model=gpt-5')).toBe(page);
  expect(await statementsOf('/api/listings?limit=1&currentModels=true')).toBe(page);
  expect(await statementsOf('/api/listings?limit=1&model=gpt-5&currentModels=true')).toBe(page);
});
