import type { ReleaseManifest, SignedManifest } from '@agentsy/contracts';
import type { DbOrTx } from '../../db/client';
import { listUnsignedVersions, setVersionSignature, signingContextOf } from './signing.repo';
import { activeSigner } from './signing-keys';
import type { VersionRow } from './versions.repo';

/** JSON with every object's keys sorted and no spaces: one text for one value, so it can be signed. */
export const canonicalJson = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
};

export const manifestOf = (row: VersionRow, sellerId: string): ReleaseManifest => ({
  files: (row.files ?? []).map((f) => ({ path: f.path, sha256: f.sha256, size: f.size })),
  listingId: row.listingId,
  publishedAt: row.publishedAt!.toISOString(),
  sellerId,
  sha256: row.sha256 ?? '',
  version: row.version,
});

/**
 * Signs a version's manifest as it becomes published: the one function every path that
 * publishes a version calls (an upload that is clean at once, a scan that clears it later, the
 * backfill of older listings), in the same transaction. A version not yet published or not yet
 * hashed is returned as it is; one already signed keeps its signature.
 */
export const signPublishedVersion = async (tx: DbOrTx, row: VersionRow): Promise<VersionRow> => {
  if (!row.publishedAt || row.sha256 === null || row.signature) return row;
  const context = await signingContextOf(tx, row.listingId);
  if (!context) return row;
  const signer = await activeSigner(tx, { known: context });
  const canonical = canonicalJson(manifestOf(row, context.sellerId));
  return setVersionSignature(tx, row.id, {
    manifest: canonical,
    signature: signer.sign(canonical),
    signingKeyId: signer.keyId,
  });
};

const BATCH = 50;

/** The signing job: every published, hashed version without a signature, oldest first. */
export const signUnsignedVersions = async (db: DbOrTx, { signal }: { signal?: AbortSignal } = {}) => {
  let signed = 0;
  for (;;) {
    if (signal?.aborted) break;
    const rows = await listUnsignedVersions(db, BATCH);
    for (const row of rows) {
      const after = await signPublishedVersion(db, row);
      if (after.signature) signed += 1;
    }
    if (rows.length < BATCH) break;
  }
  return { signed };
};

/** A signed version as GET .../manifest answers it. */
export const signedManifestOf = (row: VersionRow): SignedManifest | undefined =>
  row.manifest && row.signature && row.signingKeyId
    ? {
        manifest: JSON.parse(row.manifest) as ReleaseManifest,
        canonical: row.manifest,
        signature: row.signature,
        keyId: row.signingKeyId,
      }
    : undefined;
