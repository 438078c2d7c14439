import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { buyerLastOrders, listings, orders, payouts, sessions } from '../../db/schema';

const int = (v: unknown) => Number(v ?? 0);

/**
 * Distinct accounts with a session started or refreshed, or a completed order placed, since
 * `since`. Buyers come from `buyer_last_orders` (a superset: refunds don't move it back), each
 * checked with one probe of its newest orders, so the count reads recent buyers, not every order
 * of the window nor every account.
 */
export const countActiveUsers = async (db: DbOrTx, since: Date) => {
  const at = since.toISOString();
  const result = await db.execute(sql`
    select count(*)::int as n from (
      select ${sessions.userId} as id from ${sessions} where ${sessions.updatedAt} >= ${at}
      union
      select b.user_id from ${buyerLastOrders} b
      where b.last_ordered_at >= ${at}
        and exists (
          select 1 from ${orders} o
          where o.buyer_id = b.user_id and o.created_at >= ${at} and o.status = 'completed')
    ) active`);
  return int(rowsOf<{ n: number }>(result)[0]?.n);
};

export const countListedAgents = async (db: DbOrTx) => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(listings)
    .where(and(eq(listings.active, true), isNull(listings.removedAt)));
  return int(row?.n);
};

export const countPendingPayouts = async (db: DbOrTx) => {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(payouts).where(eq(payouts.status, 'pending'));
  return int(row?.n);
};
