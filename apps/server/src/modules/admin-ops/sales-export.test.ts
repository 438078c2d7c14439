import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { listings, orders } from '../../db/schema';
import { makeAdmin, makeListing, makeSeller, makeUser } from '../../test/factories';
import { buy } from '../../test/payments-fixtures';
import { useAdminOpsApp } from './admin-ops.fixtures';
import { createSalesExportService } from './sales-export.service';

const t = useAdminOpsApp();

const exportAs = (admin: { cookie: string }) =>
  t.app.inject({ method: 'GET', url: '/api/admin/export-sales', headers: { cookie: admin.cookie } });

const completedOrders = async () =>
  Number(
    rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from orders where status = 'completed'`))[0]!
      .n,
  );

describe('sales export', () => {
  it('downloads sales-YYYY-MM-DD.csv with one row per completed order and formulas made inert', async () => {
    const admin = await makeAdmin(t.app, t.db);
    const seller = await makeSeller(t.app, t.db);
    const buyer = await makeUser(t.app, t.db);
    const risky = await makeListing(t.app, t.db, seller.userId, { priceCents: 1000 });
    await t.db.update(listings).set({ title: '=HYPERLINK("x")' }).where(eq(listings.id, risky.id));
    const others = await Promise.all(
      ['+SUM(A1)', '-2+3', '@cmd', '\tTabbed', '\rReturn'].map(async (title) => {
        const l = await makeListing(t.app, t.db, seller.userId, { priceCents: 500 });
        await t.db.update(listings).set({ title }).where(eq(listings.id, l.id));
        return l;
      }),
    );
    const order = await buy(t.app, buyer, risky.id);
    for (const l of others) await buy(t.app, buyer, l.id);
    // A refunded order is no sale any more.
    const refunded = await makeListing(t.app, t.db, seller.userId);
    const gone = await buy(t.app, buyer, refunded.id);
    await t.db.update(orders).set({ status: 'refunded' }).where(eq(orders.id, gone.id));

    const res = await exportAs(admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="sales-${today}.csv"`);

    const lines = res.body.trimEnd().split('\n');
    expect(lines[0]).toBe(
      'Order ID,Date,Listing ID,Listing,Seller Email,Buyer Email,Price,Buyer Fee,Total Paid,Discount Code',
    );
    expect(lines).toHaveLength(1 + (await completedOrders()));
    expect(lines).toHaveLength(1 + 6);
    const riskyLine = lines.find((l) => l.startsWith(order.id))!;
    expect(riskyLine).toContain(`,"'=HYPERLINK(""x"")",${seller.email},${buyer.email},10.00,0.30,10.30`);
    expect(res.body).toContain(",'+SUM(A1),");
    expect(res.body).toContain(",'-2+3,");
    expect(res.body).toContain(",'@cmd,");
    expect(res.body).toContain(",'\tTabbed,");
    expect(res.body).toContain(`,"'\rReturn",`);
    expect(res.body).not.toContain(gone.id);
    expect(t.recorded.audit).toEqual([
      expect.objectContaining({ actorId: admin.userId, action: 'sales.export', targetType: 'sales' }),
    ]);
  });

  it('streams thousands of orders in batches, each exactly once, ties on the same instant included', async () => {
    const admin = await makeAdmin(t.app, t.db);
    const seller = await makeSeller(t.app, t.db);
    const buyer = await makeUser(t.app, t.db);
    const count = 2500;
    const earlier = await completedOrders();
    // Bulk rows straight in SQL; many share a timestamp down to the microsecond, which the
    // keyset paging must still page through without skipping or repeating.
    await t.db.execute(sql`
      with made as (
        insert into listings (user_id, title, description, platform, price_cents, file_key, file_name, file_size, file_mime)
        select ${seller.userId}, 'Bulk agent ' || i, 'An agent for the export test', 'chatgpt', 1000,
               'agents/bulk.json', 'bulk.json', 2, 'application/json'
        from generate_series(1, ${count}) i
        returning id
      )
      insert into orders (buyer_id, listing_id, amount_cents, subtotal_cents, fee_cents, status, created_at)
      select ${buyer.userId}, id, 1030, 1000, 30, 'completed',
             timestamptz '2026-01-01 00:00:00+00' + (row_number() over () % 7) * interval '1 microsecond'
      from made`);
    const total = earlier + count;
    // Small batches through the service itself: many batch boundaries, several inside a tie.
    const service = createSalesExportService({ db: t.db, audit: { record: async () => {} }, batchSize: 97 });
    const { csv } = await service.exportSales({ actorId: admin.userId });
    let text = '';
    for await (const chunk of csv) text += chunk;
    const batchedIds = text
      .trimEnd()
      .split('\n')
      .slice(1)
      .map((l) => l.split(',')[0]);
    expect(batchedIds).toHaveLength(total);
    expect(new Set(batchedIds).size).toBe(total);

    // And the route with its own batch size: the same rows, once each.
    const res = await exportAs(admin);
    expect(res.statusCode).toBe(200);
    const ids = res.body
      .trimEnd()
      .split('\n')
      .slice(1)
      .map((l) => l.split(',')[0]);
    expect(ids).toEqual(batchedIds);
    expect(ids).toHaveLength(await completedOrders());
  });
});
