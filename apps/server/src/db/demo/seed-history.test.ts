import { applyBps, fees } from '@agentsy/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unbalancedTransactions } from '../../modules/ledger/ledger.repo';
import { keptDailyTotals, recomputedTotals } from '../../modules/ledger/ledger-totals.repo';
import { createTestApp, sessionCookie, type TestApp } from '../../test/test-app';
import { rowsOf } from '../rows';
import { type DemoAccount, seedDemoAccounts } from '../seed';
import { seedDemoCatalogue } from './seed-catalogue';
import { seedDemoHistory } from './seed-history';

const DAY_MS = 24 * 3600_000;
/** "-12.34" -> -1234 */
const centsOf = (amount: string) => Math.round(Number(amount) * 100);
let t: TestApp;
let accounts: DemoAccount[];
const startedAt = new Date();

const query = async <T>(text: ReturnType<typeof sql>) => rowsOf<T>(await t.db.execute(text));
const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} }).then((r) => {
    expect(r.statusCode, `${url}: ${r.body}`).toBe(200);
    return r.json();
  });
const signIn = async (role: DemoAccount['role']) => {
  const { email, password } = accounts.find((a) => a.role === role)!;
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
  expect(res.statusCode).toBe(200);
  return { cookie: sessionCookie(res.headers['set-cookie']), id: (res.json() as { user: { id: string } }).user.id };
};

beforeAll(async () => {
  t = await createTestApp();
  accounts = await seedDemoAccounts({ db: t.db, auth: t.app.auth, dataDir: t.dataDir });
  await seedDemoCatalogue({ db: t.db, auth: t.app.auth, storage: t.storage });
  // How long this takes is measured by bench/cold-start.mjs, not asserted on a shared machine.
  await seedDemoHistory({ db: t.db, auth: t.app.auth, storage: t.storage, log: t.app.log });
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('the demo history', () => {
  it('is made by labelled demo buyers, over past weeks and into this week', async () => {
    const buyers = await query<{ email: string; display_name: string | null; orders: number }>(sql`
      select u.email, u.display_name, count(o.id)::int as orders
      from users u join orders o on o.buyer_id = u.id group by u.id`);
    expect(buyers.length).toBeGreaterThanOrEqual(6);
    for (const b of buyers) {
      expect(b.email).toMatch(/@demo\.agentsy\.dev$/);
      if (b.email !== 'buyer@demo.agentsy.dev') expect(b.display_name).toMatch(/\(demo\)$/);
    }
    const [span] = await query<{ oldest: string; newest: string; orders: number; free: number }>(sql`
      select min(created_at) as oldest, max(created_at) as newest, count(*)::int as orders,
             count(*) filter (where amount_cents = 0)::int as free from orders`);
    expect(span!.orders).toBeGreaterThan(40);
    expect(span!.free).toBeGreaterThan(3);
    expect(startedAt.getTime() - new Date(span!.oldest).getTime()).toBeGreaterThan(21 * DAY_MS);
    expect(new Date(span!.newest).getTime()).toBeLessThanOrEqual(Date.now());
    // Nothing happens before the listing existed, or before the buyer's account did.
    const early = await query(sql`
      select o.id from orders o join listings l on l.id = o.listing_id join users u on u.id = o.buyer_id
      where o.created_at <= l.created_at or o.created_at <= u.created_at`);
    expect(early).toEqual([]);
    const reviewsBeforeOrders = await query(sql`
      select r.id from reviews r join orders o on o.id = r.order_id where r.created_at <= o.created_at`);
    expect(reviewsBeforeOrders).toEqual([]);
  });

  it('counts one download per completed order, on every listing', async () => {
    const rows = await query<{ title: string; download_count: number; completed: number }>(sql`
      select l.title, l.download_count,
             (select count(*)::int from orders o where o.listing_id = l.id and o.status = 'completed') as completed
      from listings l`);
    for (const r of rows) expect(r.download_count, r.title).toBe(r.completed);
    expect(rows.filter((r) => r.download_count > 0).length).toBeGreaterThan(rows.length / 2);
    const cards = (await get('/api/listings?limit=40')) as { downloadCount: number }[];
    expect(cards.some((c) => c.downloadCount > 0)).toBe(true);
  });

  it('shows ratings that are the average of the reviews, and refunded orders keep no review', async () => {
    const rows = await query<{ id: string; average: number | null; n: number }>(sql`
      select l.id, avg(r.rating)::float8 as average, count(r.id)::int as n
      from listings l left join reviews r on r.listing_id = l.id group by l.id`);
    expect(rows.filter((r) => r.n > 0).length).toBeGreaterThan(10);
    for (const r of rows.filter((x) => x.n > 0).slice(0, 12)) {
      const detail = (await get(`/api/listings/${r.id}`)) as { rating: { average: number; count: number } };
      expect(detail.rating.count).toBe(r.n);
      expect(detail.rating.average).toBeCloseTo(r.average!, 2);
    }
    const reviewed = await query(sql`
      select r.id from reviews r join orders o on o.buyer_id = r.buyer_id and o.listing_id = r.listing_id
      where o.status <> 'completed'`);
    expect(reviewed).toEqual([]);
    const comments = await query<{ n: number }>(sql`select count(*)::int as n from reviews where comment is not null`);
    expect(comments[0]!.n).toBeGreaterThan(5);
  });

  it('keeps the ledger balanced, with sale and refund entries dated with their orders', async () => {
    expect(await unbalancedTransactions(t.db)).toEqual([]);
    const [sum] = await query<{ total: number }>(
      sql`select coalesce(sum(amount_cents), 0)::int as total from ledger_entries`,
    );
    expect(sum!.total).toBe(0);
    const paid = await query<{ sales: number; paid: number }>(sql`
      select (select count(*)::int from ledger_transactions where kind = 'sale') as sales,
             (select count(*)::int from orders where amount_cents > 0) as paid`);
    expect(paid[0]!.sales).toBe(paid[0]!.paid);
    const misdated = await query(sql`
      select t.id from ledger_transactions t join orders o on o.id = t.order_id
      join ledger_entries e on e.transaction_id = t.id
      where e.created_at <> t.created_at
         or (t.kind = 'sale' and t.created_at <> o.created_at)
         or (t.kind = 'refund' and t.created_at <> o.refunded_at)`);
    expect(misdated).toEqual([]);
  });

  it("keeps the ledger's running totals, per day of the story, equal to the entries", async () => {
    const nonZero = <T extends { cents: number }>(rows: T[]) => rows.filter((r) => r.cents !== 0);
    const kept = nonZero(await keptDailyTotals(t.db, '1970-01-01'));
    expect(new Set(kept.map((k) => k.day)).size).toBeGreaterThan(10);
    expect(kept).toEqual(nonZero(await recomputedTotals(t.db, fees.sellerShareBps)));
  });

  it('has refunds approved, rejected and pending, the approved ones reversed in the ledger', async () => {
    const refunds = await query<{ status: string; order_status: string; downloaded: boolean }>(sql`
      select r.status, o.status as order_status, o.first_downloaded_at is not null as downloaded
      from refund_requests r join orders o on o.id = r.order_id`);
    const statuses = new Set(refunds.map((r) => r.status));
    expect([...statuses].sort()).toEqual(['approved', 'pending', 'rejected']);
    for (const r of refunds) expect(r.order_status).toBe(r.status === 'approved' ? 'refunded' : 'completed');
    const [reversed] = await query<{ n: number }>(
      sql`select count(*)::int as n from ledger_transactions where kind = 'refund'`,
    );
    expect(reversed!.n).toBe(refunds.filter((r) => r.status === 'approved').length);
  });

  it("shows the demo seller a dashboard whose balance, earnings and sales are the ledger's and the orders'", async () => {
    const seller = await signIn('seller');
    const analytics = (await get(`/api/analytics/seller/${seller.id}`, seller.cookie)) as {
      wallet: { balance: string; totalEarnings: string; totalRefunded: string };
      totalSales: number;
      totalViews: number;
      monthlySalesCount: number;
      listings: { downloadCount: number; sales: number }[];
    };
    const [ledger] = await query<{ balance: number; refunded: number }>(sql`
      select coalesce(sum(e.amount_cents), 0)::int as balance,
             coalesce(-sum(e.amount_cents) filter (where t.kind = 'refund'), 0)::int as refunded
      from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
      where e.account = ${`seller:${seller.id}`}`);
    const sold = await query<{ subtotal_cents: number }>(sql`
      select o.subtotal_cents from orders o join listings l on l.id = o.listing_id
      where l.user_id = ${seller.id} and o.status = 'completed'`);
    expect(centsOf(analytics.wallet.balance)).toBe(ledger!.balance);
    expect(ledger!.balance).toBeGreaterThan(0);
    expect(ledger!.refunded).toBeGreaterThan(0);
    expect(centsOf(analytics.wallet.totalRefunded)).toBe(ledger!.refunded);
    // The seller's share of each completed sale; the refunded ones were taken back.
    const share = sold.reduce((sum, o) => sum + applyBps(o.subtotal_cents, fees.sellerShareBps), 0);
    expect(centsOf(analytics.wallet.totalEarnings)).toBe(share);
    expect(analytics.totalSales).toBe(sold.length);
    expect(analytics.totalViews).toBeGreaterThan(0);
    for (const l of analytics.listings) expect(l.downloadCount).toBe(l.sales);
    const refunds = (await get('/api/refunds?as=seller', seller.cookie)) as { status: string }[];
    expect(refunds.some((r) => r.status === 'pending')).toBe(true);
  });

  it('fills Top Sellers this week, and the printed demo buyer has orders, favourites and reviews to look at', async () => {
    const top = (await get('/api/analytics/top-sellers?limit=5')) as { totalSales: number; totalEarnings: string }[];
    expect(top.length).toBeGreaterThan(0);
    expect(top[0]!.totalSales).toBeGreaterThan(0);
    // The community board too, which counts verified buyers only.
    const weekly = (await get('/api/leaderboard/weekly-sellers')) as { downloads: number }[];
    expect(weekly[0]!.downloads).toBeGreaterThan(0);
    const buyer = await signIn('buyer');
    const orders = (await get('/api/orders', buyer.cookie)) as unknown[];
    expect(orders.length).toBeGreaterThan(0);
    const favourites = (await get('/api/favorites', buyer.cookie)) as unknown[];
    expect(favourites.length).toBeGreaterThan(0);
  });

  it('gives three listings a demo video that plays', async () => {
    const rows = await query<{ title: string; video_url: string }>(sql`
      select title, video_url from listings where video_url is not null order by title`);
    expect(rows.map((r) => r.title)).toEqual([
      'Customer Support Chatbot',
      'Inbox Zero Assistant',
      'Social Media Scheduler',
    ]);
    const res = await t.app.inject({ method: 'GET', url: rows[0]!.video_url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/webm');
    expect(res.rawPayload.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
  });
});
