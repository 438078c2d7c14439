import { limits } from '@agentsy/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { isBrokenUpload, unreadableForm } from '../lib/broken-upload';
import type { UploadPart } from '../storage/file-intake';
import { assertNoNul } from './refuse-nul';

// The listing uploads and the release uploads read their forms the same way.

/** Multipart parts with the per-request limits; the tighter agent-file limit is applied per field. */
export const partsOf = (req: FastifyRequest): AsyncIterable<UploadPart> => {
  if (!req.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', { message: 'Send the form as multipart/form-data.' });
  // One byte over the video limit, so our own counter (with the right message) trips first.
  const parts = req.parts({ limits: { fileSize: limits.videoMaxBytes + 1, files: 2 } }) as AsyncIterable<UploadPart>;
  return checkedParts(parts);
};

/** The parts of a one-picture form (listing images), with the picture's own byte limit. */
export const partsOfImageForm = (req: FastifyRequest, maxBytes: number): AsyncIterable<UploadPart> => {
  if (!req.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', { message: 'Send the image as multipart/form-data.' });
  // One byte over, so our own counter (with the right message) trips first.
  return checkedParts(req.parts({ limits: { fileSize: maxBytes + 1, files: 1 } }) as AsyncIterable<UploadPart>);
};

/** The parts, refusing a NUL in a field or file name as the JSON routes do, and an unreadable body as a 400. */
async function* checkedParts(parts: AsyncIterable<UploadPart>): AsyncIterable<UploadPart> {
  try {
    for await (const part of parts) {
      if (part.type === 'field') assertNoNul(part.value, part.fieldname);
      else if (part.filename.includes('\u0000')) {
        part.file.resume();
        assertNoNul(part.filename, part.fieldname);
      }
      yield part;
    }
  } catch (error) {
    if (isBrokenUpload(error)) throw unreadableForm();
    throw error;
  }
}
