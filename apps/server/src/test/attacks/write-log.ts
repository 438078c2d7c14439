import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';

/**
 * A row trigger on every table of the app's schema that notes each committed insert, update and
 * delete in a table of its own schema (outside `public`, so the app and the snapshot never see
 * it). Reading the last note's id is one tiny query, cheap enough to do after every request; a
 * rolled-back write leaves no note, which is what "nothing changed" means.
 */
export const installWriteLog = async (db: Database) => {
  await db.execute(sql.raw('create schema if not exists attack_watch'));
  await db.execute(
    sql.raw(
      'create table attack_watch.writes (id bigserial primary key, tbl text not null, op text not null, at timestamptz not null default clock_timestamp())',
    ),
  );
  await db.execute(
    sql.raw(`create function attack_watch.note() returns trigger language plpgsql as $$
      begin insert into attack_watch.writes (tbl, op) values (TG_TABLE_NAME, TG_OP); return null; end $$`),
  );
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`),
  );
  for (const { name } of tables) {
    await db.execute(
      sql.raw(
        `create trigger attack_watch_note after insert or update or delete on public.${name} for each row execute function attack_watch.note()`,
      ),
    );
  }

  return {
    lastId: async () =>
      Number(
        rowsOf<{ id: string | number }>(
          await db.execute(sql`select coalesce(max(id), 0) as id from attack_watch.writes`),
        )[0]!.id,
      ),
    /** The writes noted after `id`, each with the wall-clock time it was made at, in ms. */
    since: async (id: number): Promise<NotedWrite[]> =>
      rowsOf<{ id: string | number; tbl: string; op: string; ms: string | number }>(
        await db.execute(
          sql`select id, tbl, op, extract(epoch from at) * 1000 as ms from attack_watch.writes where id > ${id} order by id`,
        ),
      ).map((r) => ({ id: Number(r.id), write: `${r.tbl} ${r.op}`, atMs: Number(r.ms) })),
  };
};

export type NotedWrite = { id: number; write: string; atMs: number };

/** The wall clock in ms with sub-millisecond parts, comparable with the database's `clock_timestamp()`. */
export const nowMs = () => performance.timeOrigin + performance.now();

/**
 * The index of the request that made a write: the last one started before it. A write made
 * after its request answered (work the route left running) goes to that request too.
 */
export const writerOf = (startsMs: number[], atMs: number) => {
  let found = -1;
  for (const [i, start] of startsMs.entries()) if (start <= atMs) found = i;
  return found;
};
