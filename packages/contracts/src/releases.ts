import { z } from 'zod';
import { compatibilitySchema } from './compatibility';
import { listingMessages } from './messages';

/** Section 9 constants of releases (spec part 3). */
export const releaseLimits = {
  changelogMax: 5000,
  revokeReasonMax: 500,
  /** Compatibility is JSON text; its shape comes with the compatibility feature. */
  compatibilityMaxChars: 10_000,
  /** Text members larger than this get no patch in a diff. */
  diffPatchMaxBytes: 1024 * 1024,
  archiveMaxDepth: 3,
  archiveMaxEntries: 10_000,
  archiveMaxUncompressedBytes: 200 * 1024 * 1024,
  archiveMaxRatio: 100,
  /** The version a listing's first upload gets when the form names none. */
  firstVersion: '1.0.0',
} as const;

export const versionStatuses = ['pending', 'clean', 'flagged', 'blocked', 'error'] as const;
export type VersionStatus = (typeof versionStatuses)[number];

/**
 * A strict semantic version (semver.org's own pattern), with the leading `v` the server drops.
 * The server's semver library is the judge of a number; screens pre-check with this.
 */
export const versionNumberPattern =
  /^v?(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+[0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*)?$/;

export const looksLikeVersionNumber = (text: string) => versionNumberPattern.test(text.trim());

/** `2.0.0-beta.1`: a hyphen before any build metadata. */
export const isPrereleaseNumber = (text: string) => versionNumberPattern.exec(text.trim())?.[4] !== undefined;

/** The spec's messages of section 1, to the letter where it gives them. */
export const releaseMessages = {
  invalidVersion: 'Use a version like 1.2.0',
  /** A prerelease is never a listing's current version, so a new listing cannot start with one. */
  prereleaseFirstVersion: 'The first version cannot be a prerelease. Use a version like 1.0.0.',
  versionTaken: (version: string) => `Version ${version} already exists. Version numbers cannot be reused.`,
  changelogRequired: 'Describe what changed in this version.',
  changelogTooLong: `The changelog can be at most ${releaseLimits.changelogMax.toLocaleString('en-US')} characters.`,
  compatibilityInvalid: 'Compatibility must be a JSON object.',
  fileRequired: 'Please choose the agent file of this version.',
  notYourListing: 'You can only publish versions of your own listings.',
  listingNotFound: 'Listing not found.',
  versionNotFound: 'Version not found.',
  notPublished: 'Only a published version can be revoked.',
  alreadyRevoked: 'This version is already revoked.',
  reasonRequired: 'Say why this version is withdrawn.',
  revokeForbidden: 'Only the seller or an admin can revoke a version.',
  diffForbidden: 'Only the seller, an admin or a buyer of this agent can compare versions.',
  revoked: (version: string, reason: string) => `Version ${version} was withdrawn: ${reason}`,
  noCurrentVersion: 'This agent has no version to download right now.',
  notForSale: listingMessages.notForSale.message,
  notABuyer: 'Only a buyer of this agent can change its update notices.',
} as const;

/** One file of a version: every member of a zip, or the uploaded file itself. */
export const versionFileSchema = z.object({ path: z.string(), size: z.number().int(), sha256: z.string() });
export type VersionFile = z.infer<typeof versionFileSchema>;

export const listingVersionSchema = z.object({
  id: z.string(),
  listingId: z.string(),
  version: z.string(),
  /** Markdown; empty only on a listing's first version. */
  changelog: z.string(),
  fileName: z.string(),
  fileSize: z.number().int(),
  /** Hex sha256 of the exact stored bytes. */
  sha256: z.string(),
  status: z.enum(versionStatuses),
  publishedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  revokeReason: z.string().nullable(),
  compatibility: compatibilitySchema.nullable(),
  files: z.array(versionFileSchema),
  createdAt: z.string(),
});
export type ListingVersion = z.infer<typeof listingVersionSchema>;

/** GET /api/listings/:id/versions: newest first. */
export const listingVersionListSchema = z.array(listingVersionSchema);

/**
 * The text fields of POST /api/listings/:id/versions (multipart, beside `file`). The version is
 * checked by the server with strict semver; the changelog is required from the second version on.
 */
export const publishVersionFieldsSchema = z.object({
  version: z.string({ error: releaseMessages.invalidVersion }).trim().min(1, releaseMessages.invalidVersion).max(256),
  changelog: z.string().trim().max(releaseLimits.changelogMax, releaseMessages.changelogTooLong).optional(),
  silent: z.enum(['true', 'false']).optional(),
  compatibility: z.string().max(releaseLimits.compatibilityMaxChars, releaseMessages.compatibilityInvalid).optional(),
});
export type PublishVersionFields = z.infer<typeof publishVersionFieldsSchema>;

export const versionParamsSchema = z.object({ id: z.string(), version: z.string().max(256) });

export const revokeVersionSchema = z.object({
  reason: z
    .string({ error: releaseMessages.reasonRequired })
    .trim()
    .min(1, releaseMessages.reasonRequired)
    .max(releaseLimits.revokeReasonMax),
});
export type RevokeVersion = z.infer<typeof revokeVersionSchema>;

export const versionFileChanges = ['added', 'removed', 'changed', 'unchanged'] as const;

/** GET /api/listings/:id/versions/:from/diff/:to */
export const versionDiffSchema = z.object({
  from: z.string(),
  to: z.string(),
  files: z.array(
    z.object({
      path: z.string(),
      change: z.enum(versionFileChanges),
      /** A unified line diff, for changed text members up to 1 MB. */
      patch: z.string().optional(),
    }),
  ),
});
export type VersionDiff = z.infer<typeof versionDiffSchema>;

/** One entry of GET /api/orders/:id/versions; `downloadUrl` carries its own signed token. */
export const orderVersionSchema = z.object({
  version: z.string(),
  changelog: z.string(),
  publishedAt: z.string(),
  sha256: z.string(),
  fileSize: z.number().int(),
  revoked: z.boolean(),
  downloadUrl: z.string().nullable(),
});
export type OrderVersion = z.infer<typeof orderVersionSchema>;

/** GET /api/orders/:id/versions: newest first, with what the Orders screen shows beside them. */
export const orderVersionsSchema = z.object({
  /** Whether this buyer gets update notices of the listing (PUT /api/listings/:id/update-notices). */
  updateNoticesEnabled: z.boolean(),
  /** The version this order downloaded most recently, by either link; null before any download. */
  lastDownloadedVersion: z.string().nullable(),
  versions: z.array(orderVersionSchema),
});
export type OrderVersions = z.infer<typeof orderVersionsSchema>;

/** The query of a per-version download link. */
export const versionDownloadParamsSchema = z.object({ orderId: z.string(), version: z.string().max(256) });

/** PUT /api/listings/:id/update-notices */
export const updateNoticesSchema = z.object({ enabled: z.boolean({ error: 'Say whether notices are enabled.' }) });
export type UpdateNotices = z.infer<typeof updateNoticesSchema>;
export const updateNoticesResponseSchema = z.object({ listingId: z.string(), enabled: z.boolean() });

/** The listing payload's `currentVersion`. */
export const currentVersionSchema = z.object({
  version: z.string(),
  publishedAt: z.string(),
  sha256: z.string(),
  fileName: z.string(),
  fileSize: z.number().int(),
});
export type CurrentVersion = z.infer<typeof currentVersionSchema>;
