/**
 * The ledger after the soak, read from the database once the server has stopped (PGlite allows
 * one process per folder): the transactions whose entries do not sum to zero (the query of the
 * money tests, ledger.repo's unbalancedTransactions), the sum of all entries, and how many orders
 * and entries there are, so a balanced but empty ledger cannot pass for a real result.
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres } from '../apps/server/src/db/client';
import { rowsOf } from '../apps/server/src/db/rows';
import { unbalancedTransactions } from '../apps/server/src/modules/ledger/ledger.repo';

export const readLedger = async (dataDir: string) => {
  const handle = process.env.DATABASE_URL
    ? await openPostgres(process.env.DATABASE_URL)
    : await openPglite(path.join(dataDir, 'pglite'));
  try {
    const unbalanced = await unbalancedTransactions(handle.db);
    const [totals] = rowsOf<{ entries: string | number; sum: string | number; transactions: string | number }>(
      await handle.db.execute(sql`
        select count(*) as entries, coalesce(sum(amount_cents), 0) as sum,
               (select count(*) from ledger_transactions) as transactions
        from ledger_entries`),
    );
    const [orders] = rowsOf<{ n: string | number }>(await handle.db.execute(sql`select count(*) as n from orders`));
    return {
      balanced: unbalanced.length === 0 && Number(totals!.sum) === 0,
      unbalancedTransactions: unbalanced.length,
      sumOfAllEntriesCents: Number(totals!.sum),
      entries: Number(totals!.entries),
      transactions: Number(totals!.transactions),
      orders: Number(orders!.n),
    };
  } finally {
    await handle.close();
  }
};
