import { z } from 'zod';

/** One file named in a signed manifest: every member of a zip, or the uploaded file itself. */
export const manifestFileSchema = z.object({ path: z.string(), sha256: z.string(), size: z.number().int() });

/**
 * What Agentsy signs for every published version. Its canonical text is this object as JSON
 * with every object's keys sorted and no spaces; the signature is Ed25519 over that text.
 */
export const releaseManifestSchema = z.object({
  files: z.array(manifestFileSchema),
  listingId: z.string(),
  publishedAt: z.string(),
  sellerId: z.string(),
  sha256: z.string(),
  version: z.string(),
});
export type ReleaseManifest = z.infer<typeof releaseManifestSchema>;

/** GET /api/listings/:id/versions/:version/manifest */
export const signedManifestSchema = z.object({
  manifest: releaseManifestSchema,
  /** The exact signed text. */
  canonical: z.string(),
  /** Base64 of the 64-byte Ed25519 signature of `canonical`'s UTF-8 bytes. */
  signature: z.string(),
  keyId: z.string(),
});
export type SignedManifest = z.infer<typeof signedManifestSchema>;

export const signingKeySchema = z.object({
  keyId: z.string(),
  algorithm: z.literal('Ed25519'),
  /** SPKI PEM, as `openssl pkeyutl -pubin -inkey` reads it. */
  publicKey: z.string(),
  createdAt: z.string(),
  retiredAt: z.string().nullable(),
});

/** GET /.well-known/agentsy-keys.json: the active key and every retired one. */
export const signingKeysSchema = z.object({ keys: z.array(signingKeySchema) });
export type SigningKeys = z.infer<typeof signingKeysSchema>;
