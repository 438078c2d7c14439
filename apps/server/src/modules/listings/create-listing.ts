import { createListingFieldsSchema, listingMessages, releaseLimits, releaseMessages } from '@agentsy/contracts';
import { AppError } from '../../lib/app-error';
import { type StoredFile, storeAgentFile, storeVideoFile, type UploadPart } from '../../storage/file-intake';
import { parseCompatibility } from '../releases/compatibility';
import { storeVersion } from '../releases/publish-version';
import { parseVersionNumber } from '../releases/version-number';
import { enableSellerModeOnce } from '../users/users.service';
import {
  AGENT_FIELDS,
  discardFiles,
  type ListingsDeps,
  ownVideo,
  VIDEO_FIELDS,
  videoColumns,
} from './listing-use-case';
import { findListingView, insertListing, type NewListing } from './listings.repo';
import { insertVideoUpload } from './video-uploads.repo';

/** Creating a listing: its agent file, an optional video, its first version. */
export const createListingCreation = ({
  db,
  storage,
  names,
  queueScan,
}: Pick<ListingsDeps, 'db' | 'storage' | 'names' | 'queueScan'>) => ({
  /**
   * POST /api/listings from either screen. Files are stored as they stream in; the row (and the
   * seller-mode switch) is written in one transaction after every check passed. Any failure
   * deletes the files this request stored, so no orphan file or row remains.
   */
  createListing: async ({ userId, parts }: { userId: string; parts: AsyncIterable<UploadPart> }) => {
    const stored: StoredFile[] = [];
    let agent: StoredFile | undefined;
    let video: StoredFile | undefined;
    const fields: Record<string, unknown> = {};
    try {
      for await (const part of parts) {
        if (part.type === 'field') {
          fields[part.fieldname] = part.value;
        } else if (AGENT_FIELDS.has(part.fieldname) && !agent) {
          agent = await storeAgentFile(storage, part);
          stored.push(agent);
        } else if (VIDEO_FIELDS.has(part.fieldname) && !video) {
          video = await storeVideoFile(storage, part);
          stored.push(video);
        } else {
          part.file.resume();
          throw new AppError('BAD_REQUEST', { message: `Unexpected file field: ${part.fieldname}` });
        }
      }
      if (!agent) {
        throw new AppError('VALIDATION_FAILED', {
          ...listingMessages.missingFields,
          fields: { file: listingMessages.agentFileRequired.message },
        });
      }
      const parsed = createListingFieldsSchema.safeParse(fields);
      if (!parsed.success) {
        const fieldErrors = Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
        throw new AppError('VALIDATION_FAILED', {
          title: listingMessages.missingFields.title,
          message: parsed.error.issues[0]?.message ?? listingMessages.missingFields.message,
          fields: fieldErrors,
        });
      }
      const input = parsed.data;
      await names.assertNameAllowed({ name: input.title, userId, field: 'title' });
      // Spec part 3, section 1: the first version is 1.0.0 unless the form names one.
      const firstVersion = parseVersionNumber(input.version || releaseLimits.firstVersion);
      // A prerelease is never current, so the new listing would go live with nothing to sell.
      if (firstVersion.prerelease) {
        const message = releaseMessages.prereleaseFirstVersion;
        throw new AppError('VALIDATION_FAILED', { message, fields: { version: message } });
      }
      const compatibility = await parseCompatibility(db, fields.compatibility);
      const attached = !video && input.videoUrl ? await ownVideo(db, input.videoUrl, userId) : undefined;
      const agentFile = agent;
      const id = await db.transaction(async (tx) => {
        await enableSellerModeOnce(tx, userId);
        const upload = video
          ? await insertVideoUpload(tx, {
              userId,
              key: video.key,
              fileName: video.fileName,
              fileSize: video.size,
              mime: video.mime,
            })
          : attached;
        const values: NewListing = {
          userId,
          title: input.title,
          description: input.description,
          platform: input.platform,
          useCase: input.useCase,
          priceCents: input.price,
          tags: input.tags,
          fileKey: agentFile.key,
          fileName: agentFile.fileName,
          fileSize: agentFile.size,
          fileMime: agentFile.mime,
          ...(upload ? videoColumns(upload) : {}),
        };
        const listingId = (await insertListing(tx, values)).id;
        await storeVersion(
          { tx, storage, queueScan },
          {
            listingId,
            ...firstVersion,
            compatibility,
            changelog:
              typeof fields.changelog === 'string' ? fields.changelog.trim().slice(0, releaseLimits.changelogMax) : '',
            fileKey: agentFile.key,
            fileName: agentFile.fileName,
            fileSize: agentFile.size,
            fileMime: agentFile.mime,
          },
        );
        // The listing has no current version until the scan of this one is clean (modules/scanning).
        return listingId;
      });
      const listing = await findListingView(db, id, { countView: false });
      return listing!;
    } catch (error) {
      await discardFiles(storage, stored);
      throw error;
    }
  },
});
