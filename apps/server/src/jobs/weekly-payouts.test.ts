import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, payouts } from '../db/schema';
import { as, makeListing, makeSeller, makeUser, type Session } from '../test/factories';
import { buy, useLedgerCheckedApp } from '../test/payments-fixtures';
import { runWeeklyPayouts } from './weekly-payouts';

const t = useLedgerCheckedApp();

/** The n-th Tuesday from 2030-01-01 (itself a Tuesday), so each test owns its week. */
const tuesday = (n: number) => new Date(Date.UTC(2030, 0, 1 + 7 * n, 9));

const sellerEarning = async (priceCents: number, withPaypal = true) => {
  const seller = await makeSeller(t.app, t.db);
  const buyer = await makeUser(t.app, t.db);
  const listing = await makeListing(t.app, t.db, seller.userId, { priceCents });
  await buy(t.app, buyer, listing.id);
  if (withPaypal) await savePaypal(seller);
  return seller;
};
const savePaypal = (s: Session) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payout-preferences',
    headers: as(s),
    payload: { payoutMethod: 'paypal', paypalEmail: 'seller@paypal.test' },
  });
const payoutsOf = (userId: string) => t.db.select().from(payouts).where(eq(payouts.userId, userId));

describe('weekly payouts', () => {
  it('runs on Tuesdays only, for saved methods and balances of $25 or more, skipping pending ones', async () => {
    const rich = await sellerEarning(10_000);
    const poor = await sellerEarning(2000);
    const noMethod = await sellerEarning(10_000, false);
    const busy = await sellerEarning(10_000);
    await t.app.inject({
      method: 'POST',
      url: '/api/payouts',
      headers: as(busy),
      payload: { amount: '10', payoutMethod: 'paypal', paypalEmail: 'b@paypal.test' },
    });

    expect(await runWeeklyPayouts({ db: t.db, now: new Date(Date.UTC(2030, 0, 2)) })).toEqual({
      ran: false,
      reason: 'not-tuesday',
    });
    const result = await runWeeklyPayouts({ db: t.db, mail: t.app.mail, now: tuesday(0) });
    expect(result.ran).toBe(true);
    // The seller hears of it, in the payout's transaction.
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.userId, rich.userId));
    expect(mails.map((m) => m.subject)).toContain('Payout requested: $89.00');
    const [p] = await payoutsOf(rich.userId);
    expect(p).toMatchObject({
      amountCents: 8900,
      feeCents: 267,
      method: 'paypal',
      source: 'weekly',
      status: 'pending',
    });
    expect(await payoutsOf(poor.userId)).toEqual([]);
    expect(await payoutsOf(noMethod.userId)).toEqual([]);
    expect(await payoutsOf(busy.userId)).toHaveLength(1);
    expect(await runWeeklyPayouts({ db: t.db, now: tuesday(0) })).toEqual({ ran: false, reason: 'already-ran' });
  });

  it('two processes at once: only one runs', async () => {
    const seller = await sellerEarning(5000);
    const results = await Promise.all([
      runWeeklyPayouts({ db: t.db, now: tuesday(1) }),
      runWeeklyPayouts({ db: t.db, now: tuesday(1) }),
    ]);
    expect(results.filter((r) => r.ran)).toHaveLength(1);
    expect(await payoutsOf(seller.userId)).toHaveLength(1);
  });
});
