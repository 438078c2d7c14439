import path from 'node:path';
import { backupSettingsFromEnv, createBackup } from '../backup/backup-archive';

/**
 * `npm run backup [-- FILE]`: the database, uploads and DATA_DIR secrets in one .tar.gz, taken
 * while the server runs (docs/decisions/031-backups-while-running.md).
 */
const main = async () => {
  const settings = backupSettingsFromEnv();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const out = path.resolve(process.argv[2] ?? `agentsy-backup-${stamp}.tar.gz`);
  const manifest = await createBackup(settings, out);
  if (settings.uploadsInS3) {
    process.stderr.write(
      'Uploads live in S3_BUCKET and are not in this file: back the bucket up with its own tools.\n',
    );
  }
  process.stdout.write(
    `Backup of the ${manifest.database === 'pglite' ? 'embedded' : 'PostgreSQL'} database written to ${out}\n`,
  );
};

main().catch((error: Error) => {
  process.stderr.write(`Backup failed: ${error.message}\n`);
  process.exit(1);
});
