import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { type DatabaseHandle, openPglite, openPostgres } from '../db/client';
import { lockDataDir } from '../db/data-dir-lock';
import { createAuth } from '../modules/auth/auth';
import { runAdminCommand } from './admin-accounts';

/** `npm run admin -- create EMAIL` / `promote EMAIL`, on the database the configuration names. */
const main = async () => {
  const config = loadConfig();
  // The embedded database has one owner at a time: stop the server first.
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  let handle: DatabaseHandle | undefined;
  try {
    handle = config.databaseUrl
      ? await openPostgres(config.databaseUrl, 1)
      : await openPglite(path.join(config.dataDir, 'pglite'));
    const result = await runAdminCommand(
      { db: handle.db, auth: createAuth({ db: handle.db, config }) },
      process.argv.slice(2),
    );
    (result.ok ? process.stdout : process.stderr).write(`${result.message}\n`);
    process.exitCode = result.ok ? 0 : 1;
  } finally {
    await handle?.close().catch(() => {});
    unlock();
  }
};

main().catch((error) => {
  process.stderr.write(`admin: ${error instanceof ConfigError ? error.message : (error as Error).stack}\n`);
  process.exit(1);
});
