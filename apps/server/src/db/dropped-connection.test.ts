import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openPostgres } from './client';
import { rowsOf } from './rows';

/**
 * Found by the cluster's database-loss test: when PostgreSQL went away, a connection checked out
 * for a transaction emitted 'error' between two statements, nothing listened, and the whole app
 * process exited. Here the server ends that one connection the same way a shutdown does.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('a checked-out connection the server drops', () => {
  let handle: DatabaseHandle;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  beforeAll(async () => {
    handle = await openPostgres(process.env.TEST_DATABASE_URL!, 2);
    await admin.connect();
  });
  afterAll(async () => {
    await handle.close();
    await admin.end();
  });

  it('fails its transaction, not the process, and the pool goes on serving', async () => {
    const outcome = handle.db.transaction(async (tx) => {
      const [{ pid }] = rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`)) as [
        { pid: number },
      ];
      // Between two statements, as a transaction waiting on the app would be.
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await tx.execute(sql`select 1`);
    });
    await expect(outcome).rejects.toThrow();
    const [row] = rowsOf<{ ok: number }>(await handle.db.execute(sql`select 1 as ok`));
    expect(row?.ok).toBe(1);
  });
});
