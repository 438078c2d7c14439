import sharp from 'sharp';

/** Pictures people take and make; anything else (SVG, PDF, HTML under any name) is refused. */
const acceptedFormats = new Set(['jpeg', 'png', 'gif', 'webp', 'avif', 'heif', 'tiff']);

const AVATAR_SIDE = 256;
/** Far above any real photo, far below a decompression bomb's canvas. */
const MAX_INPUT_PIXELS = 50_000_000;

export class NotAnImageError extends Error {}

export { readLimited } from '../../storage/read-limited';

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
