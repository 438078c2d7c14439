import path from 'node:path';
import { type Config, ConfigError, loadConfig } from '../config';
import { type Database, type DatabaseHandle, openPglite, openPostgres } from '../db/client';
import { lockDataDir } from '../db/data-dir-lock';

/**
 * An operator command on the database the configuration names: the embedded database has one
 * owner at a time, so its data folder is locked (stop the server first). The command's result
 * goes to stdout when it worked, stderr otherwise, and sets the exit code.
 */
export const runOnDatabase = (
  name: string,
  command: (db: Database, config: Config) => Promise<{ ok: boolean; message: string }>,
) => {
  const main = async () => {
    const config = loadConfig();
    const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
    let handle: DatabaseHandle | undefined;
    try {
      handle = config.databaseUrl
        ? await openPostgres(config.databaseUrl, 1)
        : await openPglite(path.join(config.dataDir, 'pglite'));
      const result = await command(handle.db, config);
      (result.ok ? process.stdout : process.stderr).write(`${result.message}\n`);
      process.exitCode = result.ok ? 0 : 1;
    } finally {
      await handle?.close().catch(() => {});
      unlock();
    }
  };
  main().catch((error) => {
    process.stderr.write(`${name}: ${error instanceof ConfigError ? error.message : (error as Error).stack}\n`);
    process.exit(1);
  });
};
