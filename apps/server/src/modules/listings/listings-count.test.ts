import { listingCountCap } from '@agentsy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema';
import { insertListing } from '../../test/factories';
import { createTestApp, signUp, type TestApp } from '../../test/test-app';

let t: TestApp;
let sellerId: string;

const row = (i: number, extra: Partial<typeof listings.$inferInsert> = {}) => ({
  title: `Counted Agent ${i}`,
  description: 'An agent used by a test.',
  platform: 'chatgpt',
  useCase: 'productivity',
  priceCents: 1000,
  fileKey: 'agents/test.json',
  fileName: 'test.json',
  fileSize: 2,
  fileMime: 'application/json',
  currentVersion: {
    version: '1.0.0',
    publishedAt: new Date().toISOString(),
    sha256: '',
    fileName: 'test.json',
    fileSize: 2,
  },
  userId: sellerId,
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  sellerId = (await signUp(t.app)).userId;
  // 40 "Ledger Reconciler" listings on Make (the marketplace's old "40+" case), a few others.
  await t.db
    .insert(listings)
    .values(Array.from({ length: 40 }, (_, i) => row(i, { title: `Ledger Reconciler ${i}`, platform: 'make' })));
  await insertListing(t.db, { userId: sellerId, title: 'Gemini Trip Planner', platform: 'gemini' });
  await insertListing(t.db, { userId: sellerId, title: 'Hidden Planner', platform: 'gemini', active: false });
});
afterAll(() => t.close());

const count = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/listings/count?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const page = async (query: string) => (await t.app.inject({ method: 'GET', url: `/api/listings?${query}` })).json();

describe('GET /api/listings/count', () => {
  it('counts what the same filters page through, listed listings only', async () => {
    expect(await count('platform=make')).toEqual({ total: 40, isAtLeast: false });
    expect(await count('platform=gemini')).toEqual({ total: 1, isAtLeast: false });
    expect(await count('search=reconciler')).toEqual({ total: 40, isAtLeast: false });
    expect(await count('search=reconciler&sortBy=price-low')).toEqual({ total: 40, isAtLeast: false });
    // Exactly 40: the second page is full and the count says no third one exists.
    expect(await page('platform=make&limit=20&offset=20')).toHaveLength(20);
    expect(await page('platform=make&limit=20&offset=40')).toHaveLength(0);
  });

  it('counts the typo-corrected search the page shows', async () => {
    expect(await page('search=reconciller')).toHaveLength(20);
    expect(await count('search=reconciller')).toEqual({ total: 40, isAtLeast: false });
    expect(await count('search=zzzqqq')).toEqual({ total: 0, isAtLeast: false });
  });

  it('refuses the filters the page refuses', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/listings/count?platform=not-a-platform' });
    expect(res.statusCode).toBe(400);
  });

  it(`stops at ${listingCountCap} and says there are more`, async () => {
    await t.db
      .insert(listings)
      .values(Array.from({ length: listingCountCap + 1 }, (_, i) => row(i, { platform: 'yaml' })));
    expect(await count('platform=yaml')).toEqual({ total: listingCountCap, isAtLeast: true });
    expect(await count('search=counted')).toEqual({ total: listingCountCap, isAtLeast: true });
  });
});
