import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';

/**
 * Counts one request against `key` and answers the count in its window and the milliseconds the
 * window has left. One statement, so parallel requests from any process each get their own
 * count; a window that has ended starts again at 1. The database's clock decides, not a process's.
 */
export const hitRequestLimit = async (db: Database, key: string, windowMs: number) => {
  const [row] = rowsOf<{ hits: number; ttl_ms: number }>(
    await db.execute(sql`
      insert into request_limits as r (key, hits, window_ends_at)
      values (${key}, 1, now() + make_interval(secs => ${windowMs}::float8 / 1000))
      on conflict (key) do update set
        hits = case when r.window_ends_at <= now() then 1 else r.hits + 1 end,
        window_ends_at = case when r.window_ends_at <= now() then excluded.window_ends_at else r.window_ends_at end
      returning r.hits, greatest(0, ceil(extract(epoch from (r.window_ends_at - now())) * 1000))::int as ttl_ms`),
  );
  return { hits: Number(row!.hits), ttlMs: Number(row!.ttl_ms) };
};

/** Windows that ended a while ago count for nothing; their rows go. */
export const forgetEndedLimits = async (db: Database) => {
  await db.execute(sql`delete from request_limits where window_ends_at < now() - interval '1 hour'`);
};
