import type { AdminTopSeller } from '@agentsy/contracts';
import { describe, expect, it } from 'vitest';
import { makeAdmin, makeListing, makeSeller, makeUser } from '../../test/factories';
import { buy } from '../../test/payments-fixtures';
import { useAdminOpsApp } from './admin-ops.fixtures';

const t = useAdminOpsApp();

describe('top sellers', () => {
  it('ranks sellers by ledger earnings net of refunds, with sales, listings and join date', async () => {
    const admin = await makeAdmin(t.app, t.db);
    const big = await makeSeller(t.app, t.db);
    const small = await makeSeller(t.app, t.db);
    const idle = await makeSeller(t.app, t.db);
    const [a, b] = [await makeUser(t.app, t.db), await makeUser(t.app, t.db)];
    const bigListing = await makeListing(t.app, t.db, big.userId, { priceCents: 2000 });
    await makeListing(t.app, t.db, big.userId, { removed: true });
    const smallListing = await makeListing(t.app, t.db, small.userId, { priceCents: 1000 });
    await makeListing(t.app, t.db, idle.userId);
    await buy(t.app, a, bigListing.id);
    await buy(t.app, b, bigListing.id);
    const refunded = await buy(t.app, a, smallListing.id);
    await buy(t.app, b, smallListing.id);
    // The buyer's refund reverses the sale in the ledger: earnings and sales drop by one.
    const refund = await t.post(a, '/api/refunds', {
      orderId: refunded.id,
      reason: 'not-working',
      description: 'Broken',
    });
    await t.post(small, `/api/refunds/${refund.json().id}/respond`, { action: 'approve', message: 'Sorry' });

    const res = await t.get(admin, '/api/admin/top-sellers');
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json() as AdminTopSeller[];
    expect(rows.map((r) => r.id).slice(0, 3)).toEqual([big.userId, small.userId, idle.userId]);
    expect(rows[0]).toMatchObject({ totalSales: 2, listingsCount: 1, totalEarnings: '35.60' });
    expect(rows[1]).toMatchObject({ totalSales: 1, listingsCount: 1, totalEarnings: '8.90' });
    expect(rows[2]).toMatchObject({ totalSales: 0, listingsCount: 1, totalEarnings: '0.00' });
    expect(rows[0]!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(rows.map((r) => r.id)).not.toContain(admin.userId);
  });
});
