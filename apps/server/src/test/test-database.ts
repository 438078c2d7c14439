import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openPglite, openPostgres } from '../db/client';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the server named by TEST_DATABASE_URL (dropped again on close), so one suite runs on both.
 */
export type TestDatabase = DatabaseHandle & {
  /**
   * A second handle on the same database, as a second app process would have: its own pool and
   * listener on PostgreSQL; on PGlite the same in-process database (closing it leaves that open).
   */
  openAnother: () => Promise<DatabaseHandle>;
};

export const openTestDatabase = async (): Promise<TestDatabase> => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openPglite(undefined);
    return { ...handle, openAnother: async () => ({ ...handle, close: async () => {} }) };
  }

  const name = `agentsy_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), 20);
  return {
    ...handle,
    openAnother: () => openPostgres(url.toString(), 5),
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
};
