import { listingMessages } from '@agentsy/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Storage } from '../../storage';
import type { StoredFile } from '../../storage/file-intake';
import type { AdminAuditService, AuditActor } from '../admin-audit/admin-audit.service';
import type { QueueScan } from '../releases/publish-version';
import type { NamesService } from '../trust/names.service';
import { findOwnVideoUpload, type VideoUploadRow, videoUploadIdOf, videoUrlOf } from './video-uploads.repo';

/** Who edits a listing; the audit log keeps the same facts for a featured change. */
export type ListingEditor = AuditActor & { sessionId: string };

/** What every listings use case is built from (listings.service.ts composes them). */
export type ListingsDeps = {
  db: Database;
  /** Browse and listing detail; the read replica when there is one, else `db` (app.ts). */
  readDb?: Database;
  storage: Storage;
  /** Role and a live access-code elevation of the editor's session. */
  isElevatedAdmin: (viewer: { id: string; sessionId: string }) => Promise<boolean>;
  audit: AdminAuditService;
  /** The name rules apply to titles too (modules/trust/names.service.ts). */
  names: Pick<NamesService, 'assertNameAllowed'>;
  /** The first version's scan, queued with it (modules/scanning, passed in by the app). */
  queueScan: QueueScan;
};

export const AGENT_FIELDS = new Set(['file', 'agentFile']);
export const VIDEO_FIELDS = new Set(['videoFile', 'video']);

export const notFound = () => new AppError('NOT_FOUND', listingMessages.notFound);

/** Deletes what an aborted request already wrote; the original error is what the caller sees. */
export const discardFiles = async (storage: Storage, files: StoredFile[]) => {
  await Promise.all(files.map((f) => storage.delete(f.key).catch(() => {})));
};

/** A video the user uploaded earlier (POST /api/upload-video), for a listing to attach. */
export const ownVideo = async (db: Database, videoUrl: string, userId: string) => {
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

export const videoColumns = (upload: VideoUploadRow) => ({
  videoKey: upload.key,
  videoUrl: videoUrlOf(upload.id),
  videoFileName: upload.fileName,
  videoFileSize: upload.fileSize,
});
