import { createAuth } from '../modules/auth/auth';
import { createMailService } from '../modules/mail/mail.service';
import { defaultWantsMail } from '../modules/mail/mail-preferences';
import { createNamesService } from '../modules/trust/names.service';
import { runAdminCommand } from './admin-accounts';
import { runOnDatabase } from './run-on-database';

/** `npm run admin -- create EMAIL` / `promote EMAIL`, on the database the configuration names. */
runOnDatabase('admin', (db, config) =>
  runAdminCommand(
    {
      db,
      // A created admin gets the same verification mail as any sign-up; the server sends it.
      auth: createAuth({
        db,
        config,
        // Admins made here are staff: their names (the address's first part) may say "admin".
        names: createNamesService({ db, isStaffTool: true }),
        mail: createMailService({
          db,
          publicUrl: config.publicUrl,
          sessionSecret: config.sessionSecret,
          wantsMail: defaultWantsMail,
          // Queuing is all this command does; unsubscribe links are answered by the server.
          unsubscribe: async () => {},
        }),
      }),
    },
    process.argv.slice(2),
  ),
);
