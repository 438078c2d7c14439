import { finished, type Readable } from 'node:stream';
import sharp from 'sharp';
import { byteLimit } from '../../storage/byte-limit';

/** Pictures people take and make; anything else (SVG, PDF, HTML under any name) is refused. */
const acceptedFormats = new Set(['jpeg', 'png', 'gif', 'webp', 'avif', 'heif', 'tiff']);

const AVATAR_SIDE = 256;
/** Far above any real photo, far below a decompression bomb's canvas. */
const MAX_INPUT_PIXELS = 50_000_000;

export class NotAnImageError extends Error {}

/**
 * Reads the upload into memory, failing as soon as it passes `maxBytes` (the avatar limit is
 * small enough to hold), so an oversized file is refused without reading it to the end.
 */
export const readLimited = async (file: Readable, maxBytes: number) => {
  const limiter = byteLimit(maxBytes);
  const chunks: Buffer[] = [];
  file.on('error', (e) => limiter.destroy(e));
  file.pipe(limiter);
  // A file stream already ended by a broken or cut-short body would never feed the limiter.
  finished(file, (e) => {
    if (e) limiter.destroy(e);
  });
  for await (const chunk of limiter) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/**
 * Judges the bytes by decoding them, whatever the file is called, then re-encodes a 256x256
 * WebP. The re-encode writes no EXIF, ICC or XMP, so GPS positions and camera details are gone;
 * the orientation is applied first so a phone photo is not stored sideways.
 */
export const toAvatarWebp = async (input: Buffer) => {
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw new NotAnImageError('The file is not an image.');
  }
  if (!format || !acceptedFormats.has(format))
    throw new NotAnImageError(`Images only; this is ${format ?? 'unknown'}.`);
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(AVATAR_SIDE, AVATAR_SIDE, { fit: 'cover' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    // Truncated or corrupt image data under a valid header.
    throw new NotAnImageError('The image could not be read.');
  }
};
