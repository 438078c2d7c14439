import { PGlite, protocol, parse as results } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import { describe, expect, it } from 'vitest';

/**
 * The database layer leans on a few parts of its libraries that are not public API (their
 * versions are pinned in apps/server/package.json for that reason). An upgrade that moves one
 * of them fails here, saying which file to revisit, instead of somewhere deep in a query.
 */
const mustHave = (what: string, value: unknown, file: string) =>
  expect(typeof value, `${what} is gone after the upgrade: revisit ${file}`).toBe('function');

describe('library internals the database layer relies on', () => {
  it('PGlite: the exclusive query lock, the wire protocol serializer and the results parser', () => {
    const file = 'apps/server/src/db/pglite-thread/prepared-statements.mjs';
    mustHave(
      'PGlite.prototype._runExclusiveQuery',
      (PGlite.prototype as unknown as Record<string, unknown>)._runExclusiveQuery,
      file,
    );
    mustHave('PGlite.prototype.execProtocol', PGlite.prototype.execProtocol, file);
    for (const message of ['parse', 'describe', 'bind', 'execute', 'sync', 'close'] as const) {
      mustHave(`protocol.serialize.${message}`, protocol.serialize[message], file);
    }
    mustHave('parse.parseDescribeStatementResults', results.parseDescribeStatementResults, file);
    mustHave('parse.parseResults', results.parseResults, file);
  });

  it("drizzle's PGlite driver: the calls the PGlite thread's client answers", async () => {
    const calls: { sql: string; params: unknown[]; options: Record<string, unknown> }[] = [];
    type FakeClient = { transaction: <T>(fn: (tx: FakeClient) => Promise<T>) => Promise<T> } & Record<string, unknown>;
    const client: FakeClient = {
      query: async (text: string, params: unknown[] = [], options: Record<string, unknown> = {}) => {
        calls.push({ sql: text, params, options });
        return { rows: [[1]], fields: [{ name: 'one', dataTypeID: 23 }], affectedRows: 0 };
      },
      exec: async () => [],
      transaction: async (fn) => fn(client),
    };
    const db = drizzle({ client: client as never });
    await db.execute(sql`select ${1}::int as one`);
    await db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
    });
    expect(
      calls.length,
      'drizzle-orm/pglite no longer calls client.query: revisit db/pglite-thread/pglite-thread.ts',
    ).toBeGreaterThan(0);
    expect(calls[0]?.params, 'drizzle-orm/pglite passes parameters differently: revisit db/pglite-thread').toEqual([1]);
  });

  it('node-postgres: a query config with a name becomes a named (prepared) statement', () => {
    const file = 'apps/server/src/db/pg-named-statements.ts';
    mustHave('pg.Client.prototype.query', pg.Client.prototype.query, file);
    const query = new (pg as unknown as { Query: new (config: object) => { name?: string; text?: string } }).Query({
      name: 'q_test',
      text: 'select 1',
    });
    expect(query.name, `node-postgres ignores a statement's name now: revisit ${file}`).toBe('q_test');
  });
});
