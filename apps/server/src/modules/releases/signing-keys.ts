import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import type { SigningKeys } from '@agentsy/contracts';
import type { DbOrTx } from '../../db/client';
import { createCipher, deriveKey } from '../../lib/secret-keys';
import {
  activateKey,
  findActiveKey,
  insertActiveKey,
  listSigningKeys,
  retireKey,
  type SigningKeyRow,
} from './signing.repo';

export type Signer = { keyId: string; sign: (text: string) => string };
type Cipher = ReturnType<typeof createCipher>;
type Keyring = { cipher: Cipher; envKey?: { keyId: string; publicKey: string; privateKey: KeyObject } };

/** The raw 32 bytes of an Ed25519 public key. */
const rawPublicKey = (key: KeyObject) => Buffer.from(key.export({ format: 'jwk' }).x!, 'base64url');

/** The first 16 hex digits of the sha256 of the raw public key. */
export const keyIdOf = (publicKey: KeyObject) =>
  createHash('sha256').update(rawPublicKey(publicKey)).digest('hex').slice(0, 16);

const publicPemOf = (privateKey: KeyObject) =>
  createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();

const signerOf = (keyId: string, privateKey: KeyObject): Signer => ({
  keyId,
  sign: (text) => sign(null, Buffer.from(text, 'utf8'), privateKey).toString('base64'),
});

/**
 * The process's signing settings, set once when the app is built (app.ts): where a generated
 * key is sealed, and the key of SIGNING_KEY_PEM if given. Publishing reads the active key from
 * the database it writes to, so every process of a cluster signs with the same key.
 */
let keyring: Keyring | undefined;

export const createKeyring = ({
  sessionSecret,
  signingKeyPem,
}: {
  sessionSecret: string;
  signingKeyPem?: string;
}): Keyring => {
  const cipher = createCipher(deriveKey(sessionSecret, 'release-signing-key'));
  if (!signingKeyPem) return { cipher };
  const privateKey = createPrivateKey(signingKeyPem);
  return {
    cipher,
    envKey: { keyId: keyIdOf(createPublicKey(privateKey)), publicKey: publicPemOf(privateKey), privateKey },
  };
};

export const configureReleaseSigning = (settings: { sessionSecret: string; signingKeyPem?: string }) => {
  keyring = createKeyring(settings);
  return keyring;
};

const currentKeyring = () => {
  if (!keyring) throw new Error('Release signing is not configured (configureReleaseSigning)');
  return keyring;
};

/** A new key pair, its private half sealed for the database. */
export const generateKey = (cipher: Cipher) => {
  const { privateKey } = generateKeyPairSync('ed25519');
  return {
    keyId: keyIdOf(createPublicKey(privateKey)),
    publicKey: publicPemOf(privateKey),
    privateKey: cipher.encrypt(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()),
  };
};

/** Sealed text -> key: each process unseals a key once. */
const unsealed = new Map<string, KeyObject | null>();
const unseal = (cipher: Cipher, sealed: string) => {
  if (!unsealed.has(sealed)) {
    let key: KeyObject | null = null;
    try {
      key = createPrivateKey(cipher.decrypt(sealed));
    } catch {
      // Sealed under another SESSION_SECRET: this process cannot use it.
    }
    unsealed.set(sealed, key);
  }
  return unsealed.get(sealed) ?? null;
};

/**
 * The key to sign with now. A key from the environment becomes the active one (the one before
 * it is retired, still listed). Otherwise the database's active key; on first use, or when the
 * active key cannot be used here (it came from an environment no longer set, or was sealed
 * under another SESSION_SECRET), a new key is generated and the old one retired.
 */
export const activeSigner = async (
  db: DbOrTx,
  { ring = currentKeyring(), known }: { ring?: Keyring; known?: { activeKey: SigningKeyRow | undefined } } = {},
): Promise<Signer> => {
  const active = known ? known.activeKey : await findActiveKey(db);
  if (ring.envKey) {
    if (active?.keyId !== ring.envKey.keyId) await activateKey(db, { ...ring.envKey, privateKey: null });
    return signerOf(ring.envKey.keyId, ring.envKey.privateKey);
  }
  const usable = active?.privateKey ? unseal(ring.cipher, active.privateKey) : null;
  if (active && usable) return signerOf(active.keyId, usable);
  if (active) await retireKey(db, active.keyId);
  await insertActiveKey(db, generateKey(ring.cipher));
  const chosen = await findActiveKey(db);
  const key = chosen?.privateKey ? unseal(ring.cipher, chosen.privateKey) : null;
  if (!chosen || !key) throw new Error('No usable release-signing key');
  return signerOf(chosen.keyId, key);
};

/** `npm run keys:rotate`: a new active key; the old one stays listed as retired. */
export const rotateKey = async (db: DbOrTx, ring: Keyring) => {
  if (ring.envKey)
    return { ok: false as const, message: 'The key comes from SIGNING_KEY_PEM: set a new key there and restart.' };
  const key = generateKey(ring.cipher);
  await activateKey(db, key);
  return {
    ok: true as const,
    keyId: key.keyId,
    message: `New signing key ${key.keyId}; earlier keys stay listed as retired.`,
  };
};

/** GET /.well-known/agentsy-keys.json; makes the first key if none exists yet. */
export const publicKeys = async (db: DbOrTx): Promise<SigningKeys> => {
  await activeSigner(db);
  const rows = await listSigningKeys(db);
  return {
    keys: rows.map((r) => ({
      keyId: r.keyId,
      algorithm: 'Ed25519' as const,
      publicKey: r.publicKey,
      createdAt: r.createdAt.toISOString(),
      retiredAt: r.retiredAt?.toISOString() ?? null,
    })),
  };
};
