import path from 'node:path';
import { backupSettingsFromEnv } from '../backup/backup-archive';
import { restoreBackup } from '../backup/restore-archive';

/**
 * `npm run restore FILE [-- --replace]`: a backup from `npm run backup` into DATA_DIR (and
 * DATABASE_URL's database when set), which must be empty unless --replace is given.
 */
const main = async () => {
  const args = process.argv.slice(2);
  const replace = args.includes('--replace');
  const file = args.find((a) => !a.startsWith('--'));
  if (!file) {
    process.stderr.write('Usage: npm run restore FILE [-- --replace]\n');
    process.exit(2);
  }
  const settings = backupSettingsFromEnv();
  const manifest = await restoreBackup(settings, path.resolve(file), { replace });
  const where = settings.databaseUrl ? 'the database in DATABASE_URL' : settings.dataDir;
  process.stdout.write(`Restored the backup of ${manifest.createdAt} into ${where}\n`);
};

main().catch((error: Error) => {
  process.stderr.write(`Restore failed: ${error.message}\n`);
  process.exit(1);
});
