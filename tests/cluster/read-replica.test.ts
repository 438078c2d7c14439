import { afterAll, beforeAll, expect, it } from 'vitest';
import { query } from './support/database';
import { demoAccount } from './support/demo-accounts';
import { createVisitor } from './support/visitor';

/**
 * Replay on the replica is paused for these tests, so anything that still shows the old data
 * was read from the replica, and anything that shows the new data was read from the primary.
 */
beforeAll(async () => {
  await query('replica', 'select pg_wal_replay_pause()');
});
afterAll(async () => {
  await query('replica', 'select pg_wal_replay_resume()');
});

const signedInSeller = async () => {
  const seller = createVisitor();
  const { email, password } = demoAccount('seller');
  await seller.signIn(email, password);
  const [listing] = (await seller.get('/api/listings?sellerId=me&limit=1')).json<
    { id: string; userId: string; title: string }[]
  >();
  return { seller, listing: listing! };
};

it('browse and listing detail come from the replica; the writer reads its own write on every process', async () => {
  const { seller, listing } = await signedInSeller();
  const anonymous = createVisitor();
  const before = (await anonymous.get(`/api/listings/${listing.id}`)).json<{ title: string }>().title;

  const title = `Renamed ${Date.now()}`;
  const edit = await seller.patch(`/api/listings/${listing.id}`, { title });
  expect(edit.status, edit.text).toBe(200);
  expect(seller.cookies.has('agentsy_recent_write')).toBe(true);

  // The seller's next loads, on both processes, show the new title: read from the primary.
  const seen = await Promise.all([1, 2].map(() => seller.get(`/api/listings/${listing.id}`)));
  expect(new Set(seen.map((r) => r.upstream)).size).toBe(2);
  for (const r of seen) expect(r.json<{ title: string }>().title).toBe(title);

  // Everyone else is served by the replica, which has not replayed the edit yet.
  const others = await Promise.all([1, 2].map(() => anonymous.get(`/api/listings/${listing.id}`)));
  for (const r of others) expect(r.json<{ title: string }>().title).toBe(before);
  const browse = (await anonymous.get(`/api/listings?sellerId=${listing.userId}&limit=100`)).json<
    { id: string; title: string }[]
  >();
  expect(browse.find((l) => l.id === listing.id)?.title).toBe(before);

  // Once replay resumes, the replica catches up and everyone sees it.
  await query('replica', 'select pg_wal_replay_resume()');
  await expect
    .poll(async () => (await anonymous.get(`/api/listings/${listing.id}`)).json<{ title: string }>().title, {
      timeout: 10_000,
    })
    .toBe(title);
  await query('replica', 'select pg_wal_replay_pause()');
});

it('settings read the primary even without the recent-write cookie', async () => {
  const { seller } = await signedInSeller();
  const privacy = await seller.get('/api/users/privacy');
  expect(privacy.status).toBe(200);
  const showPurchaseHistory = !privacy.json<{ showPurchaseHistory: boolean }>().showPurchaseHistory;
  const saved = await seller.patch('/api/users/privacy', { showPurchaseHistory });
  expect(saved.status, saved.text).toBe(200);
  seller.cookies.delete('agentsy_recent_write');

  for (const answer of await Promise.all([1, 2].map(() => seller.get('/api/users/privacy')))) {
    expect(answer.json<{ showPurchaseHistory: boolean }>().showPurchaseHistory).toBe(showPurchaseHistory);
  }
});

it('a listing view is counted on the primary while the page is read from the replica', async () => {
  const { listing } = await signedInSeller();
  const anonymous = createVisitor();
  const first = (await anonymous.get(`/api/listings/${listing.id}`)).json<{ viewCount: number }>().viewCount;
  const second = (await anonymous.get(`/api/listings/${listing.id}`)).json<{ viewCount: number }>().viewCount;
  expect(second).toBe(first + 1);
  const [row] = await query<{ view_count: number }>('primary', 'select view_count from listings where id = $1', [
    listing.id,
  ]);
  expect(row!.view_count).toBe(second);
});
