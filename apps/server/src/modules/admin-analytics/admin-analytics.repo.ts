import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { buyerLastOrders, listings, orders, payouts, sessions } from '../../db/schema';

const int = (v: unknown) => Number(v ?? 0);

/**
 * The three counts of the cards in one round trip (the figures wait for each other anyway).
 * Active users: distinct accounts with a session started or refreshed, or a completed order
 * placed, since `since`. Buyers come from `buyer_last_orders` (a superset: refunds don't move it
 * back), each checked with one probe of its completed orders, so the count reads recent buyers,
 * not every order of the window nor every account. Listings: active and not removed. Payouts:
 * pending.
 */
export const countCards = async (db: DbOrTx, since: Date) => {
  const at = since.toISOString();
  const [row] = rowsOf<{ active_users: number; listed_agents: number; pending_payouts: number }>(
    await db.execute(sql`
      select
        (select count(*)::int from (
          select ${sessions.userId} as id from ${sessions} where ${sessions.updatedAt} >= ${at}
          union
          select b.user_id from ${buyerLastOrders} b
          where b.last_ordered_at >= ${at}
            and exists (
              select 1 from ${orders} o
              where o.buyer_id = b.user_id and o.created_at >= ${at} and o.status = 'completed')
        ) active) as active_users,
        (select count(*)::int from ${listings} where ${listings.active} and ${listings.removedAt} is null) as listed_agents,
        (select count(*)::int from ${payouts} where ${payouts.status} = 'pending') as pending_payouts`),
  );
  return {
    activeUsers: int(row?.active_users),
    totalListings: int(row?.listed_agents),
    pendingPayouts: int(row?.pending_payouts),
  };
};
