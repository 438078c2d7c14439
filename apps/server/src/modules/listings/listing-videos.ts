import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import type { ByteRange } from '../../storage';
import { type StoredFile, storeVideoFile, type UploadPart } from '../../storage/file-intake';
import { discardFiles, type ListingsDeps, VIDEO_FIELDS } from './listing-use-case';
import { assertMayUploadVideo } from './unattached-videos';
import { findVideoUpload, insertVideoUpload, videoUrlOf } from './video-uploads.repo';

/** Demo videos: uploaded ahead of a listing, and served whole or by byte range. */
export const createListingVideos = ({ db, storage }: Pick<ListingsDeps, 'db' | 'storage'>) => ({
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
      if (video) await discardFiles(storage, [video]);
      throw error;
    }
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
});
