import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { type DatabaseHandle, openPglite, openPostgres } from '../db/client';
import { lockDataDir } from '../db/data-dir-lock';
import { createAuth } from '../modules/auth/auth';
import { createMailService } from '../modules/mail/mail.service';
import { defaultWantsMail } from '../modules/mail/mail-preferences';
import { createNamesService } from '../modules/trust/names.service';
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
      {
        db: handle.db,
        // A created admin gets the same verification mail as any sign-up; the server sends it.
        auth: createAuth({
          db: handle.db,
          config,
          // Admins made here are staff: their names (the address's first part) may say "admin".
          names: createNamesService({ db: handle.db, isStaffTool: true }),
          mail: createMailService({
            db: handle.db,
            publicUrl: config.publicUrl,
            sessionSecret: config.sessionSecret,
            wantsMail: defaultWantsMail,
            // Queuing is all this command does; unsubscribe links are answered by the server.
            unsubscribe: async () => {},
          }),
        }),
      },
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
