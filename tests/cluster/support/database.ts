import pg from 'pg';
import { inject } from 'vitest';

/** One query on the primary or the replica, as an operator would run it. */
export const query = async <Row>(where: 'primary' | 'replica', sql: string, values: unknown[] = []) => {
  const client = new pg.Client({ connectionString: inject(where === 'primary' ? 'primaryUrl' : 'replicaUrl') });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows as Row[];
  } finally {
    await client.end();
  }
};

/** Ledger transactions whose entries do not sum to zero (ledger.repo's unbalancedTransactions). */
export const unbalancedLedgerTransactions = () =>
  query<{ id: string }>(
    'primary',
    `select t.id from ledger_transactions t left join ledger_entries e on e.transaction_id = t.id
     group by t.id having coalesce(sum(e.amount_cents), 0) <> 0`,
  );

/** The listings each account (by e-mail) holds a completed order for, one row per order. */
export const completedOrdersOf = (emails: string[]) =>
  query<{ email: string; listing_id: string }>(
    'primary',
    `select u.email, o.listing_id from orders o join users u on u.id = o.buyer_id
     where u.email = any($1) and o.status = 'completed' order by u.email, o.listing_id`,
    [emails],
  );
