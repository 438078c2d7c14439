import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * Seconds the server replays behind its primary: 0 on a primary, and 0 on a replica that has
 * replayed everything it received (an idle primary writes nothing to be behind on).
 */
export const replicaLagSeconds = async (db: Database) => {
  const result = (await db.execute(sql`
    select case
      when not pg_is_in_recovery() then 0
      when pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() then 0
      else coalesce(extract(epoch from now() - pg_last_xact_replay_timestamp()), 0)
    end::float8 as lag
  `)) as unknown as { rows: { lag: number }[] };
  return Number(result.rows[0]?.lag ?? 0);
};
