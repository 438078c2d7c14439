import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addReview } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createLeaderboardService } from './leaderboard.service';
import { insertOrder, insertSellerWithListing, insertUser } from './leaderboard-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the leaderboard cache', () => {
  it('keeps each board for as long as its Cache-Control says (5 and 10 minutes), then reads again', async () => {
    let clock = Date.parse('2026-11-25T18:00:00Z');
    const boards = createLeaderboardService({ db: t.db, cache: true, now: () => clock });
    expect(await boards.weeklySellers()).toEqual([]);
    expect(await boards.topRatedAgents()).toEqual([]);

    const { listing } = await insertSellerWithListing(t.db, 'Cached Seller');
    await insertOrder(t.db, { listingId: listing.id, at: '2026-11-25T18:00:00Z' });
    for (const rating of [5, 5, 5]) {
      await addReview(t.db, listing.id, (await insertUser(t.db, { name: 'Rater' })).id, rating);
    }

    clock += 299_000;
    expect(await boards.weeklySellers()).toEqual([]);
    clock += 2_000;
    expect(await boards.weeklySellers()).toHaveLength(1);
    expect(await boards.topRatedAgents()).toEqual([]);
    clock += 300_000;
    expect(await boards.topRatedAgents()).toHaveLength(1);
  });

  it('reads straight from the database when turned off (as in tests)', async () => {
    const boards = createLeaderboardService({ db: t.db, cache: false });
    const before = (await boards.topRatedAgents()).length;
    const { listing } = await insertSellerWithListing(t.db, 'Fresh Seller');
    for (const rating of [4, 4, 4]) {
      await addReview(t.db, listing.id, (await insertUser(t.db, { name: 'Rater' })).id, rating);
    }
    expect(await boards.topRatedAgents()).toHaveLength(before + 1);
  });
});
