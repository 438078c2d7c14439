import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuditLog, ledgerTransactions, payouts } from '../../db/schema';
import { makeAdmin, makeAdminWithoutCode, makeListing, makeSeller, makeUser } from '../../test/factories';
import { balanceOfUser, buy, snapshot, useLedgerCheckedApp } from '../../test/payments-fixtures';

const t = useLedgerCheckedApp();
const { post, get, patch } = t;

/** A seller with a $100.00 sale ($89.00 balance) and a pending $50.00 bank payout. */
const pendingPayout = async () => {
  const seller = await makeSeller(t.app, t.db);
  const buyer = await makeUser(t.app, t.db);
  const listing = await makeListing(t.app, t.db, seller.userId, { priceCents: 10_000 });
  await buy(t.app, buyer, listing.id);
  await post(seller, '/api/payout-preferences', {
    payoutMethod: 'ach',
    bankAccountHolderName: 'Sam Seller',
    bankRoutingNumber: '011000015',
    bankAccountNumber: '000123456789',
    bankName: 'First Test Bank',
  });
  const res = await post(seller, '/api/payouts', { amount: '50.00', payoutMethod: 'bank' });
  expect(res.statusCode, res.body).toBe(201);
  return { seller, payoutId: res.json().id as string };
};

const payoutLedgerKinds = async (payoutId: string) =>
  (await t.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.payoutId, payoutId)))
    .map((r) => r.kind)
    .sort();
const auditOf = (payoutId: string) =>
  t.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.targetType, 'payout'), eq(adminAuditLog.targetId, payoutId)));

describe('admin payouts', () => {
  it('lists every payout with user, method, bank name and the last 4 digits only', async () => {
    const { payoutId, seller } = await pendingPayout();
    const admin = await makeAdmin(t.app, t.db);
    const res = await get(admin, '/api/admin/payouts');
    expect(res.statusCode).toBe(200);
    const row = res.json().find((p: { id: string }) => p.id === payoutId);
    expect(row).toMatchObject({
      amount: '50.00',
      payoutMethod: 'bank',
      bankName: 'First Test Bank',
      accountNumber: '6789',
      status: 'pending',
      user: { id: seller.userId, email: seller.email },
    });
    expect(res.body).not.toContain('000123456789');
  });

  it('Mark Paid stores completed once, however many admins press it at the same time', async () => {
    const { payoutId, seller } = await pendingPayout();
    const admins = [await makeAdmin(t.app, t.db), await makeAdmin(t.app, t.db)];
    const results = await Promise.all(
      [...admins, ...admins].map((a) => patch(a, `/api/admin/payouts/${payoutId}/approve`, {})),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(results.every((r) => r.json().status === 'completed')).toBe(true);
    expect(await payoutLedgerKinds(payoutId)).toEqual(['payout', 'payout_fee']);
    const audit = await auditOf(payoutId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'payout.completed', before: { status: 'pending' } });
    expect(await balanceOfUser(t.db, seller.userId)).toBe(3900);
  });

  it('approve and deny at once: exactly one outcome and one ledger transaction for it', async () => {
    const { payoutId, seller } = await pendingPayout();
    const [a, b] = [await makeAdmin(t.app, t.db), await makeAdmin(t.app, t.db)];
    const [approve, deny] = await Promise.all([
      patch(a, `/api/payouts/${payoutId}/status`, { status: 'completed' }),
      patch(b, `/api/payouts/${payoutId}/status`, { status: 'failed' }),
    ]);
    const codes = [approve.statusCode, deny.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const [row] = await t.db.select().from(payouts).where(eq(payouts.id, payoutId));
    const audit = await auditOf(payoutId);
    expect(audit).toHaveLength(1);
    const reversals = (await payoutLedgerKinds(payoutId)).filter((k) => k === 'payout_reversal');
    if (row!.status === 'failed') {
      expect(reversals).toHaveLength(1);
      expect(await balanceOfUser(t.db, seller.userId)).toBe(8900);
    } else {
      expect(reversals).toHaveLength(0);
      expect(await balanceOfUser(t.db, seller.userId)).toBe(3900);
    }
  });

  it("deny returns the money to the seller's balance once, even when repeated", async () => {
    const { payoutId, seller } = await pendingPayout();
    const admin = await makeAdmin(t.app, t.db);
    const results = await Promise.all(
      [1, 2, 3].map(() => patch(admin, `/api/payouts/${payoutId}/status`, { status: 'failed' })),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await balanceOfUser(t.db, seller.userId)).toBe(8900);
    expect((await payoutLedgerKinds(payoutId)).filter((k) => k === 'payout_reversal')).toHaveLength(1);
    expect(await auditOf(payoutId)).toHaveLength(1);
    expect((await patch(admin, `/api/admin/payouts/${payoutId}/approve`, {})).statusCode).toBe(409);
  });

  it('refuses role-only admins, sellers and unknown payouts; nothing changes', async () => {
    const { payoutId, seller } = await pendingPayout();
    const roleOnly = await makeAdminWithoutCode(t.app, t.db);
    const admin = await makeAdmin(t.app, t.db);
    const before = await snapshot(t.db);
    for (const who of [roleOnly, seller]) {
      expect((await patch(who, `/api/admin/payouts/${payoutId}/approve`, {})).statusCode).toBe(403);
      expect((await patch(who, `/api/payouts/${payoutId}/status`, { status: 'failed' })).statusCode).toBe(403);
      expect((await get(who, '/api/admin/payouts')).statusCode).toBe(403);
      expect((await get(who, `/api/wallet/${admin.userId}`)).statusCode).toBe(403);
    }
    // Without the code, "pending" means the admin's own payouts, not everyone's.
    expect((await get(roleOnly, '/api/payouts?status=pending')).json()).toEqual([]);
    expect((await patch(admin, '/api/admin/payouts/not-an-id/approve', {})).statusCode).toBe(404);
    expect((await patch(admin, '/api/admin/payouts/00000000-0000-4000-8000-000000000000/approve', {})).statusCode).toBe(
      404,
    );
    expect((await patch(admin, `/api/payouts/${payoutId}/status`, { status: 'paid' })).statusCode).toBe(400);
    expect(await snapshot(t.db)).toEqual(before);
    expect(await auditOf(payoutId)).toEqual([]);
  });
});
