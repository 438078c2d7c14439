import { createKeyring, rotateKey } from '../modules/releases/signing-keys';
import { runOnDatabase } from './run-on-database';

/**
 * `npm run keys:rotate`: a new release-signing key on the database the configuration names.
 * Running servers sign with it from their next publish; the retired key stays listed in
 * /.well-known/agentsy-keys.json, so every manifest it signed still verifies.
 */
if (process.argv[2] !== 'rotate') {
  process.stderr.write('Usage: npm run keys:rotate\n');
  process.exitCode = 1;
} else {
  runOnDatabase('keys', (db, config) =>
    rotateKey(db, createKeyring({ sessionSecret: config.sessionSecret, signingKeyPem: config.signingKeyPem })),
  );
}
