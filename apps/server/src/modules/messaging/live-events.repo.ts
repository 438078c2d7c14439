import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** The NOTIFY channel every app process listens on; its payload is the user id with new events. */
export const LIVE_EVENTS_CHANNEL = 'live_events';

/** Advisory lock class for "writing events of one user"; the second key is a hash of the user id. */
const EVENT_LOCK_CLASS = 7_270;

export type LiveEventRow = { id: number | string; payload: unknown };

/**
 * Appends events in the caller's transaction and notifies listeners when it commits. Each user's
 * writers take that user's lock first, so ids are handed out and committed in the same order: a
 * stream that saw id n never later meets a smaller one it skipped. Three statements whatever the
 * number of events, so a notice to 10,000 buyers is not 30,000 round trips.
 */
export const appendLiveEvents = async (tx: DbOrTx, events: { userId: string; payload: unknown }[]) => {
  if (events.length === 0) return;
  const userIds = JSON.stringify([...new Set(events.map((e) => e.userId))].sort());
  // One order, so two writers never deadlock: the locks are taken as the sorted rows come.
  await tx.execute(sql`
    select count(pg_advisory_xact_lock(${EVENT_LOCK_CLASS}, hashtext(u.id)))
    from (select value as id from jsonb_array_elements_text(${userIds}::jsonb) order by 1) u`);
  // Ids follow the events' order, so one user's events keep the order they were given in.
  await tx.execute(sql`
    insert into live_events (user_id, payload)
    select e.value->>'userId', e.value->'payload'
    from jsonb_array_elements(${JSON.stringify(events)}::jsonb) with ordinality e
    order by e.ordinality`);
  await tx.execute(sql`
    select count(pg_notify(${LIVE_EVENTS_CHANNEL}, u.value))
    from jsonb_array_elements_text(${userIds}::jsonb) u`);
};

/**
 * appendLiveEvents for events the database builds itself, in one statement: `events` is a query
 * of `user_id`, `payload` (jsonb) and `ord` (their order). A fan-out to many users then sends
 * neither the payloads to the database nor three statements; the users' locks are all taken, in
 * the same order as appendLiveEvents takes them, before the first id is handed out (the insert
 * reads the lock count).
 */
export const appendSelectedLiveEvents = async (tx: DbOrTx, events: SQL) => {
  await tx.execute(sql`
    with e as materialized (${events}),
    locked as materialized (
      select count(pg_advisory_xact_lock(${EVENT_LOCK_CLASS}, hashtext(u.user_id))) as n
      from (select distinct user_id from e order by 1) u),
    added as (
      insert into live_events (user_id, payload)
      select e.user_id, e.payload from e cross join locked where locked.n >= 0
      order by e.ord
      returning user_id)
    select count(pg_notify(${LIVE_EVENTS_CHANNEL}, u.user_id)) from (select distinct user_id from added) u`);
};

export const listLiveEventsAfter = async (db: DbOrTx, userId: string, afterId: number, limit: number) =>
  rowsOf<LiveEventRow>(
    await db.execute(sql`
      select id, payload from live_events
      where user_id = ${userId} and id > ${afterId}
      order by id limit ${limit}`),
  ).map((r) => ({ id: Number(r.id), payload: typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload }));

export const findLatestLiveEventId = async (db: DbOrTx, userId: string) =>
  Number(
    rowsOf<{ id: number | string | null }>(
      await db.execute(sql`select max(id) as id from live_events where user_id = ${userId}`),
    )[0]?.id ?? 0,
  );

export const deleteLiveEventsBefore = async (db: DbOrTx, before: Date) => {
  await db.execute(sql`delete from live_events where created_at < ${before.toISOString()}`);
};
