import { fees } from '@agentsy/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';
import { rowsOf } from '../apps/server/src/db/rows';

const REFUNDING_BUYER = 'bench-export-buyer-1';
const PAYOUTS = 100;

/**
 * The ledger of seed-sales.ts's orders, set-based, as the services book it (decision 007): a sale
 * for every order, buyer 1's 2,000 orders refunded an hour later, and 100 payouts of $50 with their
 * 3% fees, the newest still pending (one per seller). Seeds nothing twice.
 */
export const seedSalesLedger = async (db: Database) => {
  const [have] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from ledger_transactions where kind = 'sale'`),
  );
  if (have!.n > 0) return;
  const started = performance.now();
  const share = sql`(o.subtotal_cents::bigint * ${fees.sellerShareBps} + 5000) / 10000`;
  await db.execute(sql`
    insert into ledger_transactions (kind, idempotency_key, order_id, created_at)
    select 'sale', 'sale:' || o.id, o.id, o.created_at from orders o where o.amount_cents > 0`);
  await db.execute(sql`
    insert into ledger_entries (transaction_id, account, amount_cents, created_at)
    select t.id, e.account, e.cents, t.created_at
    from ledger_transactions t join orders o on o.id = t.order_id
    cross join lateral (values
      ('buyer_payments:sandbox', -o.amount_cents),
      ('seller:' || o.seller_id, ${share}::int),
      ('platform_revenue', (o.amount_cents - ${share})::int)
    ) as e(account, cents)
    where t.kind = 'sale'`);
  await db.execute(sql`
    update orders set status = 'refunded', refunded_at = created_at + interval '1 hour'
    where buyer_id = ${REFUNDING_BUYER}`);
  await db.execute(sql`
    insert into ledger_transactions (kind, idempotency_key, order_id, created_at)
    select 'refund', 'refund:' || o.id, o.id, o.refunded_at from orders o where o.buyer_id = ${REFUNDING_BUYER}`);
  await db.execute(sql`
    insert into ledger_entries (transaction_id, account, amount_cents, created_at)
    select r.id, e.account, -e.amount_cents, r.created_at
    from ledger_transactions r
    join ledger_transactions s on s.idempotency_key = 'sale:' || r.order_id
    join ledger_entries e on e.transaction_id = s.id
    where r.kind = 'refund'`);
  await db.execute(sql`
    insert into payouts (user_id, amount_cents, fee_cents, method, paypal_email, status, created_at, processed_at)
    select 'bench-export-seller', 5000, 150, 'paypal', 'seller@paypal.test',
           case when g = 1 then 'pending' else 'completed' end,
           now() - (g || ' hours')::interval, case when g > 1 then now() end
    from generate_series(1, ${PAYOUTS}) g`);
  await db.execute(sql`
    insert into ledger_transactions (kind, idempotency_key, payout_id, created_at)
    select k.kind, k.kind || ':' || p.id, p.id, p.created_at
    from payouts p cross join (values ('payout'), ('payout_fee')) as k(kind)`);
  await db.execute(sql`
    insert into ledger_entries (transaction_id, account, amount_cents, created_at)
    select t.id, e.account, e.cents, t.created_at
    from ledger_transactions t join payouts p on p.id = t.payout_id
    cross join lateral (values
      ('seller:' || p.user_id, -p.amount_cents, 'payout'),
      ('payouts_clearing', p.amount_cents, 'payout'),
      ('payouts_clearing', -p.fee_cents, 'payout_fee'),
      ('payout_fees', p.fee_cents, 'payout_fee')
    ) as e(account, cents, kind)
    where e.kind = t.kind`);
  await db.execute(sql`vacuum analyze`);
  console.log(`seeded the ledger in ${((performance.now() - started) / 1000).toFixed(1)} s`);
};
