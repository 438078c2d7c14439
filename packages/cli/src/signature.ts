import { verify } from 'node:crypto';
import {
  type ReleaseManifest,
  releaseManifestSchema,
  signedManifestSchema,
  signingKeysSchema,
} from '@agentsy/contracts';
import type { Api } from './api';
import { CliError } from './exit-codes';

export type CheckedManifest = { manifest: ReleaseManifest; keyId: string; signature: string };

const tampered = (what: string) =>
  new CliError('tampered', `The signed manifest does not check out: ${what}. Nothing was written.`);

/**
 * The version's manifest, trusted only once its Ed25519 signature verifies against a key the
 * server publishes at /.well-known/agentsy-keys.json. The fields come from the signed text
 * itself, never from the unsigned copy beside it.
 */
export const fetchCheckedManifest = async (api: Api, listingId: string, version: string): Promise<CheckedManifest> => {
  const path = `/api/listings/${encodeURIComponent(listingId)}/versions/${encodeURIComponent(version)}/manifest`;
  const signed = await api.json(path, signedManifestSchema);
  const { keys } = await api.json('/.well-known/agentsy-keys.json', signingKeysSchema);
  const key = keys.find((k) => k.keyId === signed.keyId);
  if (!key) throw tampered(`no published key ${signed.keyId}`);
  let valid: boolean;
  try {
    valid = verify(null, Buffer.from(signed.canonical), key.publicKey, Buffer.from(signed.signature, 'base64'));
  } catch {
    valid = false;
  }
  if (!valid) throw tampered('the signature does not match');
  let manifest: ReleaseManifest;
  try {
    manifest = releaseManifestSchema.parse(JSON.parse(signed.canonical));
  } catch {
    throw tampered('the signed text is not a manifest');
  }
  if (manifest.listingId !== listingId || manifest.version !== version) {
    throw tampered(`it is for ${manifest.listingId}@${manifest.version}`);
  }
  return { manifest, keyId: signed.keyId, signature: signed.signature };
};
