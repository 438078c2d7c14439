import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type DatabaseHandle, openPglite, openPostgres } from '../db/client';
import { runOnServer } from './server-statement';

/**
 * Where a drill's server keeps its data: a PGlite folder in DATA_DIR, or, under
 * TEST_DATABASE_URL, a new database on that server plus a DATA_DIR for uploads and secrets.
 */
export type DrillStore = {
  kind: 'pglite' | 'postgres';
  dataDir: string;
  /** The server's environment for this store. */
  env: Record<string, string>;
  /** The database opened in this process (the server must be stopped first on PGlite). */
  open: () => Promise<DatabaseHandle>;
  drop: () => Promise<void>;
};

export const createDrillStore = async (label: string): Promise<DrillStore> => {
  const dataDir = mkdtempSync(path.join(tmpdir(), `agentsy-${label}-`));
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    return {
      kind: 'pglite',
      dataDir,
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      open: () => openPglite(path.join(dataDir, 'pglite')),
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `agentsy_${label.replace(/\W/g, '_')}_${randomBytes(4).toString('hex')}`;
  await runOnServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    kind: 'postgres',
    dataDir,
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    open: () => openPostgres(url.toString(), 2),
    drop: async () => {
      await runOnServer(serverUrl, `drop database if exists ${name} with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
