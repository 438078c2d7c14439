import { randomUUID } from 'node:crypto';
import { finished, type Readable } from 'node:stream';
import { limits, listingMessages } from '@agentsy/contracts';
import { AppError } from '../lib/app-error';
import { isBrokenUpload, unreadableForm } from '../lib/broken-upload';
import { byteLimit } from './byte-limit';
import { FileTooLargeError, type Storage } from './storage';
import {
  agentKindOf,
  agentMimeOf,
  ContentMismatchError,
  contentCheck,
  extensionOf,
  sanitizeFileName,
  videoKindOf,
  videoMime,
} from './upload-checks';

/** The parts of a multipart request, without Fastify's types, so services stay HTTP-free. */
export type FilePart = { type: 'file'; fieldname: string; filename: string; mimetype: string; file: Readable };
export type FieldPart = { type: 'field'; fieldname: string; value: unknown };
export type UploadPart = FilePart | FieldPart;

export type StoredFile = { key: string; fileName: string; size: number; mime: string };

type Message = { title: string; message: string };

const isTooLarge = (error: unknown) =>
  error instanceof FileTooLargeError || (error as { code?: string })?.code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * Streams one uploaded file into storage under a generated key, enforcing the byte limit and the
 * content check on the way. On any failure nothing is stored and the error is the spec's message.
 */
const storeChecked = async (
  storage: Storage,
  part: FilePart,
  options: {
    key: string;
    kind: Parameters<typeof contentCheck>[0];
    mime: string;
    maxBytes: number;
    tooLarge: Message;
    wrongType: Message;
  },
): Promise<number> => {
  const limiter = byteLimit(options.maxBytes);
  const checker = contentCheck(options.kind);
  // The first failure anywhere in the chain is the one to report. Listening here also keeps an
  // early failure (before storage starts reading) from becoming an unhandled 'error' event.
  let firstError: unknown;
  const fail = (e: unknown) => {
    firstError ??= e;
    checker.destroy(e as Error);
  };
  part.file.on('error', fail);
  limiter.on('error', fail);
  checker.on('error', (e) => {
    firstError ??= e;
  });
  part.file.pipe(limiter).pipe(checker);
  // A body that ends without its closing boundary, or a client gone, destroys the file stream,
  // often before this function is reached (busboy parses ahead): pipe() would wait on it forever,
  // holding the request and a temp file open. finished() reports it even when already over.
  finished(part.file, (e) => {
    if (e) fail(e);
  });
  try {
    const { size } = await storage.put(options.key, checker, { maxBytes: options.maxBytes, contentType: options.mime });
    return size;
  } catch (caught) {
    const error = firstError ?? caught;
    // Let the multipart parser move on past the rest of this file.
    part.file.resume();
    if (isTooLarge(error)) throw new AppError('PAYLOAD_TOO_LARGE', options.tooLarge);
    if (error instanceof ContentMismatchError) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', { ...options.wrongType, fields: { file: error.message } });
    }
    if (isBrokenUpload(error)) throw unreadableForm();
    throw error;
  }
};

export const storeAgentFile = async (storage: Storage, part: FilePart): Promise<StoredFile> => {
  const kind = agentKindOf(part.filename);
  if (!kind) {
    part.file.resume();
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', listingMessages.invalidFileType);
  }
  const ext = extensionOf(part.filename);
  const key = `agents/${randomUUID()}${ext}`;
  const mime = agentMimeOf(kind);
  const size = await storeChecked(storage, part, {
    key,
    kind,
    mime,
    maxBytes: limits.agentFileMaxBytes,
    tooLarge: listingMessages.agentFileTooLarge,
    wrongType: listingMessages.invalidFileType,
  });
  return { key, fileName: sanitizeFileName(part.filename, `agent${ext}`), size, mime };
};

export const storeVideoFile = async (storage: Storage, part: FilePart): Promise<StoredFile> => {
  const kind = videoKindOf(part.filename);
  if (!kind) {
    part.file.resume();
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', listingMessages.invalidVideoType);
  }
  const ext = extensionOf(part.filename);
  const key = `videos/${randomUUID()}${ext}`;
  const size = await storeChecked(storage, part, {
    key,
    kind,
    mime: videoMime[kind],
    maxBytes: limits.videoMaxBytes,
    tooLarge: listingMessages.videoTooLarge,
    wrongType: listingMessages.invalidVideoType,
  });
  return { key, fileName: sanitizeFileName(part.filename, `demo${ext}`), size, mime: videoMime[kind] };
};
