import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { create } from 'tar';
import { lockDataDir } from '../db/data-dir-lock';
import { startPgliteThread } from '../db/pglite-thread/pglite-thread';
import { requestDataDirDump } from './control-socket';
import { dumpPostgres } from './postgres-tools';

/** What `npm run backup` reads from the environment; the same variables the server reads. */
export type BackupSettings = { dataDir: string; databaseUrl: string | undefined; uploadsInS3: boolean };

/** The files a backup holds beside the database, relative to DATA_DIR. */
export const SECRET_FILES = ['session-secret', 'admin-access-code'] as const;
export const MANIFEST = 'agentsy-backup.json';
export const PGLITE_ARCHIVE = 'database/pglite.tar.gz';
export const POSTGRES_ARCHIVE = 'database/postgres.dump';

export type Manifest = { format: 1; createdAt: string; database: 'pglite' | 'postgres'; uploads: boolean };

/**
 * The embedded database as a tar: from the server running on the folder when there is one
 * (it holds PGlite's only connection), else opened here under the folder's lock so no server
 * starts while it is read.
 */
const dumpEmbedded = async (dataDir: string) => {
  const fromServer = await requestDataDirDump(dataDir);
  if (fromServer) return fromServer;
  const unlock = lockDataDir(dataDir);
  try {
    if (!existsSync(path.join(dataDir, 'pglite'))) throw new Error(`There is no database in ${dataDir} to back up.`);
    const thread = await startPgliteThread(path.join(dataDir, 'pglite'));
    try {
      return await thread.dumpDataDir();
    } finally {
      await thread.close();
    }
  } finally {
    unlock();
  }
};

/**
 * One .tar.gz with the database (PGlite's data folder, or pg_dump's archive), the uploads and
 * the secrets kept in DATA_DIR (the session secret also encrypts saved bank details, so a
 * restore without it could not read them). Written 0600: it holds every account.
 */
export const createBackup = async (settings: BackupSettings, outFile: string) => {
  const staging = mkdtempSync(path.join(tmpdir(), 'agentsy-backup-'));
  try {
    const database = settings.databaseUrl ? 'postgres' : 'pglite';
    const entries: string[] = [MANIFEST];
    mkdirSync(path.join(staging, 'database'));
    if (settings.databaseUrl) {
      await dumpPostgres(settings.databaseUrl, path.join(staging, POSTGRES_ARCHIVE));
      entries.push(POSTGRES_ARCHIVE);
    } else {
      const archive = await dumpEmbedded(settings.dataDir);
      writeFileSync(path.join(staging, PGLITE_ARCHIVE), archive);
      entries.push(PGLITE_ARCHIVE);
    }
    for (const name of SECRET_FILES) {
      const file = path.join(settings.dataDir, name);
      if (existsSync(file)) {
        cpSync(file, path.join(staging, name));
        entries.push(name);
      }
    }
    const uploads = path.join(settings.dataDir, 'uploads');
    const withUploads = !settings.uploadsInS3 && existsSync(uploads);
    if (withUploads) {
      // Packed from where they are (through a link), not copied first: uploads can be large.
      symlinkSync(uploads, path.join(staging, 'uploads'));
      entries.push('uploads');
    }
    const manifest: Manifest = { format: 1, createdAt: new Date().toISOString(), database, uploads: withUploads };
    writeFileSync(path.join(staging, MANIFEST), JSON.stringify(manifest, null, 2));
    await create(
      {
        gzip: true,
        file: outFile,
        cwd: staging,
        portable: true,
        follow: true,
        // Files are renamed into place complete (local-storage.ts); part files of uploads still
        // streaming are left out.
        filter: (entry) => !/^uploads\/\.tmp(\/|$)/.test(entry),
      },
      entries,
    );
    chmodSync(outFile, 0o600);
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
};

/**
 * The server's own variables, read without `loadConfig`: it would write fresh secrets into an
 * empty DATA_DIR, and a restore must find that folder empty.
 */
export const backupSettingsFromEnv = (env: NodeJS.ProcessEnv = process.env): BackupSettings => ({
  dataDir: path.resolve(env.DATA_DIR || './data'),
  databaseUrl: env.DATABASE_URL || undefined,
  uploadsInS3: !!env.S3_BUCKET,
});
