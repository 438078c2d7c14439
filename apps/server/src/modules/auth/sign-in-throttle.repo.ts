import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';

export type ThrottleRule = {
  /** Failures allowed before any wait. */
  freeFailures: number;
  /** The wait doubles with each failure past the free ones, up to this. */
  maxDelaySeconds: number;
  /** Failures this long ago are forgotten. */
  forgetAfterSeconds: number;
};

/** How long after the last failure the next attempt may come, in SQL. */
const delayOf = (rule: ThrottleRule) =>
  sql`make_interval(secs => least(power(2, t.failures - ${rule.freeFailures}::int), ${rule.maxDelaySeconds}::int))`;
const isForgotten = (rule: ThrottleRule) =>
  sql`t.last_failure_at < now() - make_interval(secs => ${rule.forgetAfterSeconds}::int)`;

/**
 * Counts an attempt as a failure before it is checked, in one statement, unless the key must
 * still wait; so a burst of parallel guesses cannot all slip in before the first one fails.
 * Answers undefined when the attempt may go ahead, or the seconds left to wait.
 */
export const claimAttempt = async (db: Database, key: string, rule: ThrottleRule) => {
  const claimed = rowsOf<{ failures: number }>(
    await db.execute(sql`
      insert into sign_in_throttle as t (key, failures, last_failure_at) values (${key}, 1, now())
      on conflict (key) do update set
        failures = case when ${isForgotten(rule)} then 1 else t.failures + 1 end,
        last_failure_at = now()
      where ${isForgotten(rule)} or t.failures < ${rule.freeFailures}::int or t.last_failure_at + ${delayOf(rule)} <= now()
      returning t.failures`),
  );
  if (claimed.length) return undefined;
  const [row] = rowsOf<{ wait: number }>(
    await db.execute(sql`
      select ceil(extract(epoch from (t.last_failure_at + ${delayOf(rule)} - now())))::int as wait
      from sign_in_throttle t where t.key = ${key}`),
  );
  return Math.max(1, row?.wait ?? 1);
};

/** The attempt was not a wrong password after all (a malformed request, or a right one). */
export const releaseAttempt = async (db: Database, key: string) => {
  await db.execute(sql`update sign_in_throttle set failures = greatest(failures - 1, 0) where key = ${key}`);
};

export const forgetKey = async (db: Database, key: string) => {
  await db.execute(sql`delete from sign_in_throttle where key = ${key}`);
};

export const forgetStale = async (db: Database, olderThanSeconds: number) => {
  await db.execute(
    sql`delete from sign_in_throttle where last_failure_at < now() - make_interval(secs => ${olderThanSeconds}::int)`,
  );
};
