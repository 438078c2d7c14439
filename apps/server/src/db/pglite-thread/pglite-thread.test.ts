import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PgliteThread, startPgliteThread } from './pglite-thread';

let db: PgliteThread;

beforeAll(async () => {
  db = await startPgliteThread(undefined);
  await db.exec(`
    create table notes (id int primary key, body text not null, at timestamptz not null default now());
    create table links (id int primary key, ref int references links(id) deferrable initially deferred);`);
});
afterAll(async () => {
  await db.close();
});

const bodies = async () =>
  (await db.query('select body from notes order by id')).rows.map((r) => (r as { body: string }).body);

describe('PGlite in its own thread', () => {
  it('answers statements with their rows, timestamps as text when asked as drizzle asks', async () => {
    await db.query('insert into notes (id, body) values ($1, $2)', [1, 'first']);
    const { rows } = await db.query('select id, body, at from notes', [], {
      rowMode: 'object',
      parsers: { 1184: String },
    });
    expect(rows).toEqual([{ id: 1, body: 'first', at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/) }]);
    const arrays = await db.query('select id, body from notes', [], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[1, 'first']]);
  });

  it('hands over database errors with their code and constraint', async () => {
    const error = await db.query('insert into notes (id, body) values (1, $1)', ['again']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 'notes_pkey' });
  });

  it('commits a transaction, and rolls it back when its work throws', async () => {
    await db.transaction(async (tx) => {
      await tx.query('insert into notes (id, body) values (2, $1)', ['committed']);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into notes (id, body) values (3, $1)', ['rolled back']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await bodies()).toEqual(['first', 'committed']);
  });

  it('makes statements from outside an open transaction wait for it', async () => {
    const latch = () => {
      let open!: () => void;
      const opened = new Promise<void>((resolve) => {
        open = resolve;
      });
      return { open, opened };
    };
    const begun = latch();
    const outsideSent = latch();
    const order: string[] = [];
    let outsideAnsweredDuringTransaction: boolean | undefined;
    const transaction = db.transaction(async (tx) => {
      await tx.query('insert into notes (id, body) values (4, $1)', ['inside']);
      begun.open();
      await outsideSent.opened;
      // The thread gets this after the outside statement: had that one not been held back, its
      // answer would have come first.
      await tx.query('select 1');
      outsideAnsweredDuringTransaction = order.includes('outside');
      order.push('commit');
    });
    await begun.opened;
    const outside = bodies().then((seen) => {
      order.push('outside');
      return seen;
    });
    outsideSent.open();
    await transaction;
    expect(outsideAnsweredDuringTransaction).toBe(false);
    expect(await outside).toEqual(['first', 'committed', 'inside']);
    expect(order).toEqual(['commit', 'outside']);
  });

  it('reports a COMMIT that fails, and keeps nothing of that transaction', async () => {
    const failed = db.transaction(async (tx) => {
      await tx.query('insert into links (id, ref) values (1, 99)'); // checked only at commit
    });
    await expect(failed).rejects.toMatchObject({ code: '23503' });
    expect((await db.query('select count(*)::int as n from links')).rows).toEqual([{ n: 0 }]);
  });

  it('prepares each statement once and keeps answering after a failed run of it', async () => {
    const insert = 'insert into notes (id, body) values ($1, $2) returning id';
    expect((await db.query(insert, [10, 'ten'])).rows).toEqual([{ id: 10 }]);
    await expect(db.query(insert, [10, 'again'])).rejects.toMatchObject({ code: '23505' });
    expect((await db.query(insert, [11, 'eleven'])).rows).toEqual([{ id: 11 }]);
    const read = 'select body from notes where id = any($1::int[]) order by id';
    expect((await db.query(read, [[10, 11]])).rows).toEqual([{ body: 'ten' }, { body: 'eleven' }]);
    expect((await db.query(read, [[11]], { rowMode: 'array' })).rows).toEqual([['eleven']]);
    // Planned for their values every time, like unnamed statements.
    expect((await db.query('show plan_cache_mode')).rows).toEqual([{ plan_cache_mode: 'force_custom_plan' }]);
    await db.query('delete from notes where id >= 10');
  });

  it('keeps answering past the number of statements it keeps prepared', async () => {
    for (let i = 0; i < 320; i++) {
      const { rows } = await db.query(`select $1::int + ${i} as n`, [1]);
      expect(rows).toEqual([{ n: i + 1 }]);
    }
    expect((await db.query('select $1::int + 0 as n', [5])).rows).toEqual([{ n: 5 }]); // closed, prepared again
  });

  it('hands NOTIFYs to every listener of the channel once the transaction commits, until each stops', async () => {
    const first: string[] = [];
    const second: string[] = [];
    const stopFirst = await db.listen('news', (payload) => first.push(payload));
    const stopSecond = await db.listen('news', (payload) => second.push(payload));
    await db.transaction(async (tx) => {
      await tx.query("select pg_notify('news', 'one')");
      await tx.query("select pg_notify('elsewhere', 'ignored')");
    });
    await expect.poll(() => second).toEqual(['one']);
    expect(first).toEqual(['one']);
    await stopFirst();
    await db.query("select pg_notify('news', 'two')");
    await expect.poll(() => second).toEqual(['one', 'two']);
    expect(first).toEqual(['one']);
    await stopSecond();
  });

  it('refuses statements once closed', async () => {
    const other = await startPgliteThread(undefined);
    await other.close();
    await expect(other.query('select 1')).rejects.toThrow('The database thread stopped');
  });
});
