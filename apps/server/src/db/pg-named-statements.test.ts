import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database';
import type { DatabaseHandle } from './client';
import { rowsOf } from './rows';

// Named statements are a node-postgres matter: this suite runs on the PostgreSQL pass of npm test.
describe.skipIf(!process.env.TEST_DATABASE_URL)('statements on PostgreSQL', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());

  it('are prepared once per connection, planned for their values, and DDL stays unnamed', async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`create temporary table t (n int)`);
      for (const n of [1, 2]) expect(rowsOf(await tx.execute(sql`select ${n}::int as n`))).toEqual([{ n }]);
      const prepared = rowsOf<{ name: string; statement: string }>(
        await tx.execute(sql`select name, statement from pg_prepared_statements`),
      );
      expect(prepared.find((p) => p.statement === 'select $1::int as n')?.name).toMatch(/^q_[0-9a-f]{24}$/);
      expect(prepared.some((p) => p.statement.startsWith('create'))).toBe(false);
      expect(rowsOf(await tx.execute(sql`show plan_cache_mode`))).toEqual([{ plan_cache_mode: 'force_custom_plan' }]);
    });
  });

  it('are never compiled just in time: at scale the compiling cost more than the search', async () => {
    expect(rowsOf(await handle.db.execute(sql`show jit`))).toEqual([{ jit: 'off' }]);
  });
});
