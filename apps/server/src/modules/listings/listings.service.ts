import {
  auditActions,
  createListingFieldsSchema,
  type ListingDetail,
  type ListingsCount,
  type ListingsQuery,
  listingCountCap,
  listingMessages,
  pricePresets,
  releaseLimits,
  toCents,
  toPlatformSlug,
  type UpdateListing,
  useCasesForFilter,
} from '@agentsy/contracts';
import type { Database, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { toPublicPerson } from '../../lib/public-person';
import type { ByteRange, Storage } from '../../storage';
import { type StoredFile, storeAgentFile, storeVideoFile, type UploadPart } from '../../storage/file-intake';
import type { AdminAuditService, AuditActor } from '../admin-audit/admin-audit.service';
import { moveCurrentVersion } from '../releases/current-version';
import { storeVersion } from '../releases/publish-version';
import { parseVersionNumber } from '../releases/version-number';
import { enableSellerModeOnce, findUserById } from '../users/users.service';
import { iso } from './listing-view';
import {
  countListingView,
  deactivateListingsOfSeller,
  findListingRow,
  findListingView,
  insertListing,
  type ListingFilter,
  listListedIdsAfter,
  listListings,
  listReviewsOfListing,
  type NewListing,
  runOn,
  updateListingRow,
} from './listings.repo';
import { countListings } from './listings-count.repo';
import { assertMayUploadVideo } from './unattached-videos';
import {
  findOwnVideoUpload,
  findVideoUpload,
  insertVideoUpload,
  type VideoUploadRow,
  videoUploadIdOf,
  videoUrlOf,
} from './video-uploads.repo';

/** Who edits a listing; the audit log keeps the same facts for a featured change. */
type ListingEditor = AuditActor & { sessionId: string };
type Deps = {
  db: Database;
  /** Browse and listing detail; the read replica when there is one, else `db` (app.ts). */
  readDb?: Database;
  storage: Storage;
  /** Role and a live access-code elevation of the editor's session. */
  isElevatedAdmin: (viewer: ListingEditor) => Promise<boolean>;
  audit: AdminAuditService;
};

const AGENT_FIELDS = new Set(['file', 'agentFile']);
const VIDEO_FIELDS = new Set(['videoFile', 'video']);

const SITEMAP_PAGE = 1000;

const notFound = () => new AppError('NOT_FOUND', listingMessages.notFound);

/** Account deletion: the seller's listings leave the marketplace, buyers keep what they bought. */
export const deactivateListingsOf = (tx: DbOrTx, sellerId: string) => deactivateListingsOfSeller(tx, sellerId);

export const createListingsService = ({ db, readDb, storage, isElevatedAdmin, audit }: Deps) => {
  /** Deletes what an aborted request already wrote; the original error is what the caller sees. */
  const discard = async (files: StoredFile[]) => {
    await Promise.all(files.map((f) => storage.delete(f.key).catch(() => {})));
  };

  const ownVideo = async (videoUrl: string, userId: string) => {
    const id = videoUploadIdOf(videoUrl);
    const upload = id ? await findOwnVideoUpload(db, id, userId) : undefined;
    if (!upload) {
      throw new AppError('BAD_REQUEST', {
        message: 'That video was not uploaded from your account. Please upload it again.',
        fields: { videoUrl: 'Unknown video' },
      });
    }
    return upload;
  };

  const videoColumns = (upload: VideoUploadRow) => ({
    videoKey: upload.key,
    videoUrl: videoUrlOf(upload.id),
    videoFileName: upload.fileName,
    videoFileSize: upload.fileSize,
  });

  const toFilter = async (query: ListingsQuery, viewerId: string | undefined): Promise<ListingFilter> => {
    const platform = query.platform ? toPlatformSlug(query.platform) : undefined;
    if (query.platform && !platform)
      throw new AppError('BAD_REQUEST', { message: `Unknown platform: ${query.platform}` });
    const useCaseValue = query.useCase ?? query.category;
    const useCases = useCaseValue ? useCasesForFilter(useCaseValue) : undefined;
    if (useCaseValue && !useCases?.length)
      throw new AppError('BAD_REQUEST', { message: `Unknown use case: ${useCaseValue}` });
    const sellerId = query.sellerId === 'me' ? viewerId : query.sellerId;
    if (query.sellerId === 'me' && !viewerId) throw new AppError('UNAUTHORIZED');
    const includeInactive = query.includeInactive === 'true';
    if (includeInactive && (!viewerId || sellerId !== viewerId)) {
      throw new AppError('FORBIDDEN', { message: 'Only the seller can list their inactive listings.' });
    }
    const preset = query.price ? pricePresets[query.price] : undefined;
    const presetMin = preset ? toCents(preset.min) : undefined;
    const presetMax = preset?.max !== undefined ? toCents(preset.max) : undefined;
    return {
      featured: query.featured === undefined ? undefined : query.featured === 'true',
      platform,
      useCases,
      priceMinCents: query.priceMin ?? presetMin,
      priceMaxCents: query.priceMax ?? presetMax,
      search: query.search || undefined,
      sellerId,
      includeInactive,
      sortBy: query.sortBy,
      limit: query.limit,
      offset: query.offset,
    };
  };

  /**
   * One statement counts the view and reads the listing; a replica cannot count, so there the
   * primary counts and the replica reads; the count in the answer is the primary's.
   */
  const viewListing = async (id: string) => {
    if (!readDb) return findListingView(db, id, { countView: true });
    const [counted, listing] = await Promise.all([
      countListingView(db, id),
      findListingView(readDb, id, { countView: false }),
    ]);
    return listing && counted !== undefined ? { ...listing, viewCount: counted } : listing;
  };

  return {
    listListings: async ({ query, viewerId }: { query: ListingsQuery; viewerId?: string }) =>
      listListings(readDb ?? db, await toFilter(query, viewerId)),

    /** How many listings the same query pages through, up to listingCountCap. */
    countListings: async ({ query, viewerId }: { query: ListingsQuery; viewerId?: string }): Promise<ListingsCount> => {
      const n = await countListings(runOn(readDb ?? db), await toFilter(query, viewerId));
      return { total: Math.min(n, listingCountCap), isAtLeast: n > listingCountCap };
    },

    /** Listing detail with reviews; every call counts a view. */
    getListing: async (id: string): Promise<ListingDetail> => {
      if (!isUuid(id)) throw notFound();
      const listing = await viewListing(id);
      if (!listing) throw notFound();
      const reviews = await listReviewsOfListing(readDb ?? db, id);
      return {
        ...listing,
        reviews: reviews.map((r) => ({
          id: r.id,
          rating: r.rating,
          comment: r.comment,
          createdAt: iso(r.created_at),
          listingId: r.listing_id,
          buyer: toPublicPerson({ ...r, id: r.buyer_id }),
        })),
      };
    },

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
        // Spec part 3, section 1: the first version is 1.0.0 unless the form names one.
        const firstVersion = parseVersionNumber(
          typeof fields.version === 'string' && fields.version.trim() ? fields.version : releaseLimits.firstVersion,
        );
        const attached = !video && input.videoUrl ? await ownVideo(input.videoUrl, userId) : undefined;
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
            { tx, storage },
            {
              listingId,
              ...firstVersion,
              changelog:
                typeof fields.changelog === 'string'
                  ? fields.changelog.trim().slice(0, releaseLimits.changelogMax)
                  : '',
              fileKey: agentFile.key,
              fileName: agentFile.fileName,
              fileSize: agentFile.size,
              fileMime: agentFile.mime,
            },
          );
          await moveCurrentVersion(tx, listingId);
          return listingId;
        });
        const listing = await findListingView(db, id, { countView: false });
        return listing!;
      } catch (error) {
        await discard(stored);
        throw error;
      }
    },

    /** POST /api/upload-video: stored and recorded as this user's, for a listing to attach later. */
    uploadVideo: async ({ userId, parts }: { userId: string; parts: AsyncIterable<UploadPart> }) => {
      await assertMayUploadVideo(db, userId);
      let video: StoredFile | undefined;
      try {
        for await (const part of parts) {
          if (part.type !== 'file') continue;
          if (video || !VIDEO_FIELDS.has(part.fieldname)) {
            part.file.resume();
            throw new AppError('BAD_REQUEST', { message: 'Send one video file in the field "video".' });
          }
          video = await storeVideoFile(storage, part);
        }
        if (!video) throw new AppError('VALIDATION_FAILED', { message: 'Please choose a video file.' });
        const row = await insertVideoUpload(db, {
          userId,
          key: video.key,
          fileName: video.fileName,
          fileSize: video.size,
          mime: video.mime,
        });
        return { videoUrl: videoUrlOf(row.id), videoFileName: row.fileName, videoFileSize: row.fileSize };
      } catch (error) {
        if (video) await discard([video]);
        throw error;
      }
    },

    /** Owner edits; `featured` is an admin's call. */
    updateListing: async ({
      viewer,
      listingId,
      patch,
    }: {
      viewer: ListingEditor;
      listingId: string;
      patch: UpdateListing;
    }) => {
      const userId = viewer.id;
      if (!isUuid(listingId)) throw notFound();
      const [listing, actor] = await Promise.all([findListingRow(db, listingId), findUserById(db, userId)]);
      if (!listing || listing.removedAt) throw notFound();
      if (!actor) throw new AppError('UNAUTHORIZED');
      const { featured, ...ownerFields } = patch;
      const touchesOwnerFields = Object.values(ownerFields).some((v) => v !== undefined);
      // Featuring is an admin action: the role alone is not enough, the session must be elevated.
      if (featured !== undefined && !(actor.isAdmin && (await isElevatedAdmin(viewer)))) {
        throw new AppError('FORBIDDEN', { message: 'Only an admin can feature a listing.' });
      }
      if (touchesOwnerFields && listing.userId !== userId) {
        throw new AppError('FORBIDDEN', { message: 'You can only edit your own listings.' });
      }
      const changes: Partial<NewListing> = {
        title: ownerFields.title,
        description: ownerFields.description,
        priceCents: ownerFields.price,
        tags: ownerFields.tags,
        active: ownerFields.active,
        featured,
      };
      if (ownerFields.videoUrl === null || ownerFields.videoUrl === '') {
        Object.assign(changes, { videoKey: null, videoUrl: null, videoFileName: null, videoFileSize: null });
      } else if (ownerFields.videoUrl !== undefined) {
        Object.assign(changes, videoColumns(await ownVideo(ownerFields.videoUrl, userId)));
      }
      const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
      await db.transaction(async (tx) => {
        await updateListingRow(tx, listingId, defined);
        if (featured === undefined || featured === listing.featured) return;
        await audit.record(
          {
            actor: viewer,
            action: auditActions.listingFeatured,
            target: { type: 'listing', id: listingId },
            before: { featured: listing.featured },
            after: { featured },
          },
          tx,
        );
      });
      return (await findListingView(db, listingId, { countView: false }))!;
    },

    /** A stored demo video, whole or one byte range, for the media route. */
    openVideo: async (uploadId: string, range?: (size: number) => ByteRange | 'unsatisfiable' | undefined) => {
      if (!isUuid(uploadId)) return undefined;
      const upload = await findVideoUpload(db, uploadId);
      if (!upload) return undefined;
      const size = await storage.size(upload.key);
      if (size === undefined) return undefined;
      const wanted = range?.(size);
      if (wanted === 'unsatisfiable') return { mime: upload.mime, size, unsatisfiable: true as const };
      const object = await storage.get(upload.key, wanted);
      if (!object) return undefined;
      return { mime: upload.mime, size, range: wanted, stream: object.stream };
    },

    /** A listing as a shared link shows it: no view counted, undefined when missing or removed. */
    findListingForPreview: (id: string) =>
      isUuid(id) ? findListingView(db, id, { countView: false }) : Promise.resolve(undefined),

    /** Every listed listing, a page at a time, so a sitemap of any size never sits in memory. */
    listedIds: async function* () {
      for (let afterId: string | undefined; ; ) {
        const rows = await listListedIdsAfter(db, { afterId, limit: SITEMAP_PAGE });
        yield* rows.map((r) => ({ id: r.id, updatedAt: iso(r.updated_at) }));
        if (rows.length < SITEMAP_PAGE) return;
        afterId = rows.at(-1)!.id;
      }
    },
  };
};

export type ListingsService = ReturnType<typeof createListingsService>;

/** Favourites show a listing's card fields. */
export { findListingRow } from './listings.repo';
