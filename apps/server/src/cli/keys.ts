import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { type DatabaseHandle, openPglite, openPostgres } from '../db/client';
import { lockDataDir } from '../db/data-dir-lock';
import { createKeyring, rotateKey } from '../modules/releases/signing-keys';

/**
 * `npm run keys:rotate`: a new release-signing key on the database the configuration names.
 * Running servers sign with it from their next publish; the retired key stays listed in
 * /.well-known/agentsy-keys.json, so every manifest it signed still verifies.
 */
const main = async () => {
  const [command] = process.argv.slice(2);
  if (command !== 'rotate') {
    process.stderr.write('Usage: npm run keys:rotate\n');
    process.exitCode = 1;
    return;
  }
  const config = loadConfig();
  // The embedded database has one owner at a time: stop the server first.
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  let handle: DatabaseHandle | undefined;
  try {
    handle = config.databaseUrl
      ? await openPostgres(config.databaseUrl, 1)
      : await openPglite(path.join(config.dataDir, 'pglite'));
    const ring = createKeyring({ sessionSecret: config.sessionSecret, signingKeyPem: config.signingKeyPem });
    const result = await rotateKey(handle.db, ring);
    (result.ok ? process.stdout : process.stderr).write(`${result.message}\n`);
    process.exitCode = result.ok ? 0 : 1;
  } finally {
    await handle?.close().catch(() => {});
    unlock();
  }
};

main().catch((error) => {
  process.stderr.write(`keys: ${error instanceof ConfigError ? error.message : (error as Error).stack}\n`);
  process.exit(1);
});
