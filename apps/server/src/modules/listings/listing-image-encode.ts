import { listingImageLimits } from '@agentsy/contracts/listing-image-rules';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata } from 'sharp';

/** The formats a listing image may arrive in, by their magic bytes (SVG and HTML have none). */
const acceptedMimes = new Map([
  ['image/jpeg', 'jpeg'],
  ['image/png', 'png'],
  ['image/webp', 'webp'],
  ['image/gif', 'gif'],
]);

export class ImageRefusedError extends Error {
  constructor(readonly reason: 'notAnImage' | 'tooManyPixels') {
    super(reason);
  }
}

export type EncodedImage = { width: number; height: number; variants: { width: number; webp: Buffer }[] };

/** The widths to store for a picture `width` pixels wide: the standard ones below it, else its own. */
export const widthsFor = (width: number) => {
  const below = listingImageLimits.widths.filter((w) => w < width);
  return below.length < listingImageLimits.widths.length ? [...below, width] : below;
};

/**
 * Reads the header only (sharp's metadata does not decode pixels) to judge format and size, so a
 * decompression bomb is refused before any pixel is decoded; the decode itself is capped by
 * `limitInputPixels` as well.
 */
const inspect = async (input: Buffer) => {
  const type = await fileTypeFromBuffer(input);
  const expected = type && acceptedMimes.get(type.mime);
  if (!expected) throw new ImageRefusedError('notAnImage');
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRefusedError('notAnImage');
  }
  if (meta.format !== expected || !meta.width || !meta.height) throw new ImageRefusedError('notAnImage');
  if (meta.width * meta.height > listingImageLimits.maxPixels) throw new ImageRefusedError('tooManyPixels');
  // EXIF orientations 5-8 turn the picture a quarter, so its upright width is the stored height.
  return (meta.orientation ?? 1) >= 5 ? meta.height : meta.width;
};

/**
 * A JPEG, PNG, WebP or GIF (by content) re-encoded as WebP at each width of `widthsFor`, upright,
 * first frame only, and without EXIF, ICC or XMP (a re-encode writes none), so no GPS position or
 * camera detail leaves the server.
 */
export const encodeListingImage = async (input: Buffer): Promise<EncodedImage> => {
  const uprightWidth = await inspect(input);
  try {
    const widths = widthsFor(uprightWidth);
    // Decoded once, at the largest width; the smaller ones are made from that.
    const base = await sharp(input, { limitInputPixels: listingImageLimits.maxPixels, animated: false })
      .rotate()
      .resize({ width: widths.at(-1)!, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const variants = await Promise.all(
      widths.map(async (width) => {
        const { width: w, height: h, channels } = base.info;
        const { data, info } = await sharp(base.data, { raw: { width: w, height: h, channels } })
          .resize({ width })
          .webp({ quality: 80, effort: 3 })
          .toBuffer({ resolveWithObject: true });
        return { width: info.width, height: info.height, webp: data };
      }),
    );
    const largest = variants.at(-1)!;
    return {
      width: largest.width,
      height: largest.height,
      variants: variants.map(({ width, webp }) => ({ width, webp })),
    };
  } catch {
    // Truncated or corrupt image data under a valid header.
    throw new ImageRefusedError('notAnImage');
  }
};
