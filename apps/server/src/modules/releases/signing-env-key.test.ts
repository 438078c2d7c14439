import { generateKeyPairSync, verify } from 'node:crypto';
import type { SignedManifest, SigningKeys } from '@agentsy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { signingKeys } from '../../db/schema';
import { makeListing, makeSeller } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createKeyring, generateKey, keyIdOf, rotateKey } from './signing-keys';

const { privateKey, publicKey } = generateKeyPairSync('ed25519');
const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

let t: TestApp;
beforeAll(async () => {
  // One line with \n escapes, as many deployment tools hold a multi-line value.
  t = await createTestApp({ env: { SIGNING_KEY_PEM: pem.replace(/\n/g, '\\n') } });
});
afterAll(async () => t?.close());

describe('a signing key given in SIGNING_KEY_PEM', () => {
  it('signs with that key, lists it active and retires the generated key it replaces', async () => {
    const generated = generateKey(createKeyring({ sessionSecret: t.config.sessionSecret }).cipher);
    await t.db.insert(signingKeys).values(generated);
    const seller = await makeSeller(t.app, t.db);
    const listing = await makeListing(t.app, t.db, seller.userId);
    const res = await t.app.inject({ method: 'GET', url: `/api/listings/${listing.id}/versions/1.0.0/manifest` });
    expect(res.statusCode, res.body).toBe(200);
    const signed = res.json() as SignedManifest;
    expect(signed.keyId).toBe(keyIdOf(publicKey));
    expect(verify(null, Buffer.from(signed.canonical), publicKey, Buffer.from(signed.signature, 'base64'))).toBe(true);
    const { keys } = (
      await t.app.inject({ method: 'GET', url: '/.well-known/agentsy-keys.json' })
    ).json() as SigningKeys;
    expect(keys.map((k) => [k.keyId, k.retiredAt === null])).toEqual([
      [generated.keyId, false],
      [keyIdOf(publicKey), true],
    ]);
    // The environment's private key never reaches the database.
    const rows = await t.db.select().from(signingKeys);
    expect(rows.find((r) => r.keyId === keyIdOf(publicKey))!.privateKey).toBeNull();
  });

  it('is rotated by changing the variable; the command says so and changes nothing', async () => {
    const before = await t.db.select().from(signingKeys);
    const result = await rotateKey(t.db, createKeyring({ sessionSecret: t.config.sessionSecret, signingKeyPem: pem }));
    expect(result).toEqual({
      ok: false,
      message: 'The key comes from SIGNING_KEY_PEM: set a new key there and restart.',
    });
    expect(await t.db.select().from(signingKeys)).toEqual(before);
  });

  it('refuses a value that is not an Ed25519 private key at start', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' });
    for (const value of ['not a key', rsa.toString(), publicKey.export({ type: 'spki', format: 'pem' }).toString()]) {
      expect(() => loadConfig({ DATA_DIR: t.dataDir, SIGNING_KEY_PEM: value })).toThrow(ConfigError);
    }
    expect(() => loadConfig({ DATA_DIR: t.dataDir, SIGNING_KEY_PEM: 'x' })).toThrow(
      'SIGNING_KEY_PEM: must be an Ed25519 private key in PEM (PKCS #8)',
    );
  });
});
