import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { type DatabaseHandle, openPglite, openPostgres } from '../db/client';
import { runOnServer } from './server-statement';

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

/** The migrated dump made once per run (migrated-template.global-setup.ts); read once per file. */
let template: Uint8Array | undefined;
const migratedTemplate = () => {
  const file = inject('pgliteTemplate');
  if (!file) return undefined;
  template ??= new Uint8Array(readFileSync(file));
  return template;
};

export const openTestDatabase = async (): Promise<TestDatabase> => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openPglite(undefined, { loadDataDir: migratedTemplate() });
    return { ...handle, openAnother: async () => ({ ...handle, close: async () => {} }) };
  }

  const name = `agentsy_test_${randomBytes(6).toString('hex')}`;
  // Copied from the run's migrated template when there is one; openPostgres then finds nothing to do.
  const template = inject('postgresTemplate');
  await runOnServer(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), 20);
  return {
    ...handle,
    openAnother: () => openPostgres(url.toString(), 5),
    close: async () => {
      await handle.close();
      await runOnServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
};
