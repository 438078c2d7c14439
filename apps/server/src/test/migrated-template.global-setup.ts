import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client';
import { runOnServer } from './server-statement';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of an in-memory PGlite with every migration applied; empty on PostgreSQL runs. */
    pgliteTemplate: string;
    /** A migrated database on the TEST_DATABASE_URL server to copy from; empty on PGlite runs. */
    postgresTemplate: string;
  }
}

/**
 * Every test file gets a fresh database. Creating and migrating a PGlite takes about 3.5 s,
 * loading a migrated dump about 1 s; on PostgreSQL, `create database ... template` copies a
 * migrated one instead of running the migrations again. With a hundred files that is minutes a run.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return migratePostgresTemplate(project, serverUrl);
  return migratePgliteTemplate(project);
}

const migratePgliteTemplate = async (project: TestProject) => {
  const folder = mkdtempSync(path.join(tmpdir(), 'agentsy-pglite-template-'));
  const file = path.join(folder, 'migrated.tar.gz');
  const handle = await openPglite(undefined);
  try {
    const dump = handle.dumpDataDir?.();
    if (!dump) throw new Error('PGlite cannot dump its data folder.');
    writeFileSync(file, await dump);
  } finally {
    await handle.close();
  }
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return () => rmSync(folder, { recursive: true, force: true });
};

const migratePostgresTemplate = async (project: TestProject, serverUrl: string) => {
  const name = `agentsy_template_${randomBytes(6).toString('hex')}`;
  await runOnServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Migrated, then closed: a database can only be copied while nobody is connected to it.
  await (await openPostgres(url.toString(), 1)).close();
  project.provide('pgliteTemplate', '');
  project.provide('postgresTemplate', name);
  return () => runOnServer(serverUrl, `drop database if exists ${name} with (force)`);
};
