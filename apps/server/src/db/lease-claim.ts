import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { rowsOf } from './rows';

/**
 * A job table the queues share: uuid `id`, `run_after`, `created_at`, `attempts`, and a lease in
 * `locked_until` and `locked_by`.
 */
type Claim = {
  table: 'webhook_deliveries' | 'version_scans';
  /** What makes a row still to do in this table (not finished, not given up). */
  open: SQL;
  /** More columns to set on a claimed row, e.g. when it first started. */
  alsoSet?: SQL;
  now: Date;
  leaseMs: number;
  worker: string;
  limit: number;
};

/**
 * Leases up to `limit` of the oldest due rows whose lease is free or ran out, for `leaseMs`, and
 * counts the attempt. Other workers skip the rows while this statement holds them (SKIP LOCKED),
 * and the lease keeps them off afterwards; the caller writes its result only while `locked_by`
 * is still its `worker`. Returns the claimed ids, in no particular order.
 */
export const claimDueRows = async (db: DbOrTx, { table, open, alsoSet, now, leaseMs, worker, limit }: Claim) => {
  const at = now.toISOString();
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      update ${sql.identifier(table)} set
        locked_until = ${at}::timestamptz + ${`${leaseMs} milliseconds`}::interval,
        locked_by = ${worker},
        attempts = attempts + 1${alsoSet ? sql`, ${alsoSet}` : sql``}
      where id in (
        select id from ${sql.identifier(table)}
        where ${open} and run_after <= ${at}::timestamptz
          and (locked_until is null or locked_until < ${at}::timestamptz)
        order by run_after, created_at
        limit ${limit}
        for update skip locked
      )
      returning id`),
  );
  return rows.map((r) => r.id);
};
