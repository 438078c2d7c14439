import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { listings, orders, payouts, sessions } from '../../db/schema';

const int = (v: unknown) => Number(v ?? 0);

/** Distinct accounts with a session started or refreshed, or an order placed, since `since`. */
export const countActiveUsers = async (db: DbOrTx, since: Date) => {
  const result = await db.execute(sql`
    select count(*)::int as n from (
      select ${sessions.userId} as id from ${sessions} where ${sessions.updatedAt} >= ${since.toISOString()}
      union
      select ${orders.buyerId} from ${orders} where ${orders.createdAt} >= ${since.toISOString()} and ${orders.status} = 'completed'
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
