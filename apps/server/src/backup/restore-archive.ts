import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { extract } from 'tar';
import { lockDataDir } from '../db/data-dir-lock';
import { startPgliteThread } from '../db/pglite-thread/pglite-thread';
import {
  type BackupSettings,
  MANIFEST,
  type Manifest,
  PGLITE_ARCHIVE,
  POSTGRES_ARCHIVE,
  SECRET_FILES,
} from './backup-archive';
import { restorePostgres } from './postgres-tools';

export class RestoreRefused extends Error {}

/** Tables in the target database: a restore goes into an empty one unless told to replace. */
const postgresTableCount = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
};

/** What a restore would overwrite in DATA_DIR: anything but an empty folder. */
const dataDirContents = (dataDir: string) => (existsSync(dataDir) ? readdirSync(dataDir) : []);

/**
 * Unpacks a backup from `createBackup` into the database and DATA_DIR the settings name. Refuses
 * a database or data folder that already holds something unless `replace` is set, and refuses
 * a data folder a running server holds either way.
 */
export const restoreBackup = async (settings: BackupSettings, file: string, { replace }: { replace: boolean }) => {
  if (!existsSync(file)) throw new RestoreRefused(`There is no backup file ${file}.`);
  const staging = mkdtempSync(path.join(tmpdir(), 'agentsy-restore-'));
  try {
    await extract({ file, cwd: staging });
    const manifestFile = path.join(staging, MANIFEST);
    if (!existsSync(manifestFile)) throw new RestoreRefused(`${file} is not an Agentsy backup (no ${MANIFEST}).`);
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
    const target = settings.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.database !== target) {
      throw new RestoreRefused(
        manifest.database === 'postgres'
          ? 'This backup is of a PostgreSQL database: set DATABASE_URL to the (empty) database to restore it into.'
          : 'This backup is of the embedded database: unset DATABASE_URL to restore it into DATA_DIR.',
      );
    }

    mkdirSync(settings.dataDir, { recursive: true });
    const unlock = lockDataDir(settings.dataDir);
    try {
      const present = dataDirContents(settings.dataDir).filter((name) => name !== 'agentsy.lock');
      if (present.length && !replace) {
        throw new RestoreRefused(
          `${settings.dataDir} is not empty (${present.slice(0, 3).join(', ')}). Restore into an empty folder, or add --replace to overwrite it.`,
        );
      }
      if (settings.databaseUrl) {
        const tables = await postgresTableCount(settings.databaseUrl);
        if (tables && !replace) {
          throw new RestoreRefused(
            `The database in DATABASE_URL already has ${tables} tables. Restore into an empty database, or add --replace to overwrite it.`,
          );
        }
        await restorePostgres(settings.databaseUrl, path.join(staging, POSTGRES_ARCHIVE), { replace });
      }
      for (const name of present) rmSync(path.join(settings.dataDir, name), { recursive: true, force: true });
      if (!settings.databaseUrl) {
        // PGlite unpacks its own archive into the folder and starts on it, which also replays
        // the WAL the running server had not yet checkpointed.
        const thread = await startPgliteThread(path.join(settings.dataDir, 'pglite'), {
          loadDataDir: readFileSync(path.join(staging, PGLITE_ARCHIVE)),
        });
        await thread.close();
      }
      for (const name of SECRET_FILES) {
        const secret = path.join(staging, name);
        if (existsSync(secret)) cpSync(secret, path.join(settings.dataDir, name));
      }
      const uploads = path.join(staging, 'uploads');
      if (existsSync(uploads)) cpSync(uploads, path.join(settings.dataDir, 'uploads'), { recursive: true });
    } finally {
      unlock();
    }
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
};
