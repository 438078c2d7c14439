import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { orders, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { eraseUser } from '../users/users.repo';
import { createLeaderboardService } from './leaderboard.service';
import { insertOrder, insertSellerWithListing, insertUser } from './leaderboard-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.reset();
});

const now = '2026-11-25T18:00:00Z';
const sellersAt = async () =>
  (await createLeaderboardService({ db: t.db, cache: false, now: () => Date.parse(now) }).weeklySellers()).map((e) => [
    e.user.firstName,
    e.downloads,
  ]);

/** Every kept total next to the same count made afresh from the orders, as the migration makes it. */
const keptAndRecounted = async () => {
  const kept = rowsOf<{ seller_id: string; downloads: number; reached_at: string }>(
    await t.db.execute(sql`
      select seller_id, downloads, reached_at::text from weekly_seller_totals where downloads > 0 order by seller_id`),
  );
  const fresh = rowsOf<{ seller_id: string; downloads: number; reached_at: string }>(
    await t.db.execute(sql`
      with pairs as (
        select o.seller_id, min(o.created_at) as at
        from orders o join users b on b.id = o.buyer_id join users s on s.id = o.seller_id
        where o.status = 'completed' and b.email_verified and b.person_key <> s.person_key
        group by leaderboard_week(o.created_at), o.seller_id, o.listing_id, b.person_key)
      select seller_id, count(*)::int as downloads, max(at)::text as reached_at from pairs
      group by seller_id order by seller_id`),
  );
  return { kept, fresh };
};

describe('kept weekly seller totals', () => {
  it('a refund takes its download off the board, and another order of the same person keeps it', async () => {
    const { listing } = await insertSellerWithListing(t.db, 'Ada Seller');
    await insertOrder(t.db, { listingId: listing.id, at: now });
    expect(await sellersAt()).toEqual([['Ada', 1]]);

    await t.db
      .update(orders)
      .set({ status: 'refunded', refundedAt: new Date(now) })
      .where(eq(orders.listingId, listing.id));
    expect(await sellersAt()).toEqual([]);

    // One person under two addresses: refunding one account's order leaves the other's.
    const tag = randomUUID().slice(0, 8);
    const buyer = await insertUser(t.db, { name: 'Bo', email: `bo.${tag}@test.agentsy.dev`, emailVerified: true });
    const alias = await insertUser(t.db, { name: 'Bo', email: `bo.${tag}+x@test.agentsy.dev`, emailVerified: true });
    await insertOrder(t.db, { listingId: listing.id, at: '2026-11-23T10:00:00Z', buyer });
    await insertOrder(t.db, { listingId: listing.id, at: '2026-11-24T10:00:00Z', buyer: alias });
    expect(await sellersAt()).toEqual([['Ada', 1]]);
    await t.db
      .update(orders)
      .set({ status: 'refunded' })
      .where(and(eq(orders.listingId, listing.id), eq(orders.buyerId, buyer.id)));
    expect(await sellersAt()).toEqual([['Ada', 1]]);
    const { kept, fresh } = await keptAndRecounted();
    expect(kept).toEqual(fresh);

    await t.db.delete(orders).where(eq(orders.buyerId, alias.id));
    expect(await sellersAt()).toEqual([]);
  });

  it("a buyer verifying their e-mail makes the week's past orders count; deleting the account takes them off", async () => {
    const { listing } = await insertSellerWithListing(t.db, 'Ada Seller');
    const buyer = await insertUser(t.db, { name: 'Late Verifier' });
    await insertOrder(t.db, { listingId: listing.id, at: '2026-11-23T10:00:00Z', buyer });
    expect(await sellersAt()).toEqual([]);

    await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, buyer.id));
    expect(await sellersAt()).toEqual([['Ada', 1]]);

    await t.db.transaction((tx) => eraseUser(tx, { id: buyer.id, email: buyer.email }, 'Deleted user'));
    expect(await sellersAt()).toEqual([]);
    const { kept, fresh } = await keptAndRecounted();
    expect(kept).toEqual(fresh);
  });

  it("a seller's new address that is a buyer's person takes that buyer's downloads off", async () => {
    const tag = randomUUID().slice(0, 8);
    const { seller, listing } = await insertSellerWithListing(t.db, 'Ada Seller');
    const buyer = await insertUser(t.db, { name: 'Bo', email: `bo.${tag}@test.agentsy.dev`, emailVerified: true });
    await insertOrder(t.db, { listingId: listing.id, at: now, buyer });
    expect(await sellersAt()).toEqual([['Ada', 1]]);

    await t.db
      .update(users)
      .set({ email: `bo.${tag}+shop@test.agentsy.dev` })
      .where(eq(users.id, seller.id));
    expect(await sellersAt()).toEqual([]);
  });

  it('counts once per person and listing when aliases claim, buy and refund at the same time', async () => {
    const tag = randomUUID().slice(0, 8);
    const { listing } = await insertSellerWithListing(t.db, 'Busy Seller', 0);
    const aliases = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        insertUser(t.db, { name: `Alias ${i}`, email: `same.${tag}+${i}@test.agentsy.dev`, emailVerified: true }),
      ),
    );
    const others = await Promise.all(
      Array.from({ length: 8 }, (_, i) => insertUser(t.db, { name: `Other ${i}`, emailVerified: true })),
    );
    // Sixteen transactions at once: eight accounts of one person and eight other people.
    await Promise.all(
      [...aliases, ...others].map((buyer, i) =>
        insertOrder(t.db, { listingId: listing.id, at: `2026-11-23T10:00:${String(i).padStart(2, '0')}Z`, buyer }),
      ),
    );
    expect(await sellersAt()).toEqual([['Busy', 9]]);

    // Every alias but the last refunds while three others do too, all at once.
    await Promise.all(
      [...aliases.slice(0, 7), ...others.slice(0, 3)].map((buyer) =>
        t.db.update(orders).set({ status: 'refunded' }).where(eq(orders.buyerId, buyer.id)),
      ),
    );
    expect(await sellersAt()).toEqual([['Busy', 6]]);
    const { kept, fresh } = await keptAndRecounted();
    expect(kept).toEqual(fresh);
  });
});
