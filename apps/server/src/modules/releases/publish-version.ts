import { type ListingVersion, publishVersionFieldsSchema, releaseMessages } from '@agentsy/contracts';
import type { Database, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../lib/app-error';
import type { Storage } from '../../storage';
import { type StoredFile, storeAgentFile, type UploadPart } from '../../storage/file-intake';
import { parseCompatibility } from './compatibility';
import { inspectStoredFile } from './file-inspection';
import { n8nReleaseOfFile, withN8nRelease } from './n8n-export';
import { parseVersionNumber } from './version-number';
import { toListingVersion } from './version-view';
import { insertVersion, listVersionsOfListing, type NewVersion, type VersionRow } from './versions.repo';

const AGENT_FIELDS = new Set(['file', 'agentFile']);

/**
 * Queues the scan of a stored version in the caller's transaction: the scanning module's
 * queueScan, passed in by the app (scanning reads versions, so releases cannot import it).
 */
export type QueueScan = (
  tx: DbOrTx,
  job: { versionId: string; sha256: string; reason: 'upload'; now: Date },
) => Promise<unknown>;

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', { message, fields: { [field]: message } });

/** The checked text fields of a publish, or the first refusal. */
const checkFields = (fields: Record<string, unknown>, { isFirst }: { isFirst: boolean }) => {
  const parsed = publishVersionFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw invalid(String(issue.path[0] ?? 'version'), issue.message);
  }
  const number = parseVersionNumber(parsed.data.version);
  const changelog = parsed.data.changelog ?? '';
  if (!isFirst && changelog === '') throw invalid('changelog', releaseMessages.changelogRequired);
  return {
    ...number,
    changelog,
    silent: parsed.data.silent === 'true',
  };
};

/**
 * Reads the stored file back for its digest and member list and writes the version, pending, with
 * its scan queued in the same transaction: it is published by the scan (modules/scanning) once
 * clean, never here. The number is taken here, in the transaction that stores the file's row: a
 * unique index makes a second writer of the same number fail, whatever happened before (block,
 * revocation, failed upload: rows are never deleted).
 */
export const storeVersion = async (
  { tx, storage, queueScan }: { tx: DbOrTx; storage: Storage; queueScan: QueueScan },
  values: Omit<NewVersion, 'sha256' | 'files' | 'status' | 'publishedAt'>,
  now = new Date(),
): Promise<VersionRow> => {
  const inspection = await inspectStoredFile(storage, { key: values.fileKey, fileName: values.fileName });
  if (!inspection) throw new AppError('INTERNAL', { message: 'The stored file could not be read back.' });
  // An n8n export tells which n8n it needs where the seller did not say (n8n-export.ts).
  const release = await n8nReleaseOfFile(inspection, values.fileName);
  try {
    const row = await insertVersion(tx, {
      ...values,
      compatibility: withN8nRelease(values.compatibility ?? null, release),
      sha256: inspection.sha256,
      files: inspection.files,
      status: 'pending',
      publishedAt: null,
    });
    await queueScan(tx, { versionId: row.id, sha256: inspection.sha256, reason: 'upload', now });
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('VERSION_EXISTS', {
        message: releaseMessages.versionTaken(values.version),
        fields: { version: releaseMessages.versionTaken(values.version) },
      });
    }
    throw error;
  }
};

/** POST /api/listings/:id/versions, once the caller checked the viewer is the listing's seller. */
export const publishVersion = async ({
  db,
  storage,
  queueScan,
  listingId,
  parts,
}: {
  db: Database;
  storage: Storage;
  queueScan: QueueScan;
  listingId: string;
  parts: AsyncIterable<UploadPart>;
}): Promise<ListingVersion> => {
  let agent: StoredFile | undefined;
  const fields: Record<string, unknown> = {};
  try {
    for await (const part of parts) {
      if (part.type === 'field') fields[part.fieldname] = part.value;
      else if (AGENT_FIELDS.has(part.fieldname) && !agent) agent = await storeAgentFile(storage, part);
      else {
        part.file.resume();
        throw new AppError('BAD_REQUEST', { message: `Unexpected file field: ${part.fieldname}` });
      }
    }
    const existing = await listVersionsOfListing(db, listingId);
    const input = checkFields(fields, { isFirst: existing.length === 0 });
    const compatibility = await parseCompatibility(db, fields.compatibility);
    if (!agent) throw invalid('file', releaseMessages.fileRequired);
    if (existing.some((v) => v.version === input.version)) {
      throw new AppError('VERSION_EXISTS', { message: releaseMessages.versionTaken(input.version) });
    }
    const file = agent;
    const row = await db.transaction((tx) =>
      storeVersion(
        { tx, storage, queueScan },
        {
          listingId,
          version: input.version,
          prerelease: input.prerelease,
          changelog: input.changelog,
          silent: input.silent,
          compatibility,
          fileKey: file.key,
          fileName: file.fileName,
          fileSize: file.size,
          fileMime: file.mime,
        },
      ),
    );
    return toListingVersion(row);
  } catch (error) {
    // Nothing of a refused publish stays: its file goes, and no row was written.
    if (agent) await storage.delete(agent.key).catch(() => {});
    throw error;
  }
};
