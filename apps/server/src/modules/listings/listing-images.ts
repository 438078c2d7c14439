import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ListingImage } from '@agentsy/contracts';
import {
  listingImageAltSchema,
  listingImageLimits,
  type UpdateListingImages,
} from '@agentsy/contracts/listing-image-rules';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { FileTooLargeError, type Storage } from '../../storage';
import type { UploadPart } from '../../storage/file-intake';
import { readLimited } from '../../storage/read-limited';
import { type EncodedImage, encodeListingImage, ImageRefusedError } from './listing-image-encode';
import { listingImageMessages } from './listing-image-messages';
import { findListingImages, lockListingImages, setListingImages } from './listing-images.repo';
import { notFound } from './listing-use-case';

const keyOf = (imageId: string, width: number) => `listing-images/${imageId}/${width}.webp`;
const urlOf = (imageId: string, width: number) => `/api/listing-images/${imageId}/${width}.webp`;
/** The file names the media route accepts: the widths we write. */
const variantFile = /^([1-9][0-9]{0,4})\.webp$/;

const isTooLarge = (error: unknown) =>
  error instanceof FileTooLargeError || (error as { code?: string })?.code === 'FST_REQ_FILE_TOO_LARGE';
const forbidden = () => new AppError('FORBIDDEN', listingImageMessages.notYours);
const tooMany = () => new AppError('CONFLICT', listingImageMessages.tooMany);

type Deps = { db: Database; storage: Storage };
type Upload = { userId: string; listingId: string; parts: AsyncIterable<UploadPart> };

/** The `image` file and `alt` field of the form, in either order; other files are skipped. */
const readForm = async (parts: AsyncIterable<UploadPart>) => {
  let input: Buffer | undefined;
  let alt: unknown = '';
  for await (const part of parts) {
    if (part.type === 'field') {
      if (part.fieldname === 'alt') alt = part.value;
    } else if (part.fieldname !== 'image' || input) {
      part.file.resume();
    } else {
      try {
        input = await readLimited(part.file, listingImageLimits.maxBytes);
      } catch (error) {
        part.file.resume();
        if (isTooLarge(error)) throw new AppError('PAYLOAD_TOO_LARGE', listingImageMessages.tooLarge);
        throw error;
      }
    }
  }
  return { input, alt };
};

const encode = async (input: Buffer) => {
  try {
    return await encodeListingImage(input);
  } catch (error) {
    if (!(error instanceof ImageRefusedError)) throw error;
    if (error.reason === 'tooManyPixels') throw new AppError('PAYLOAD_TOO_LARGE', listingImageMessages.tooManyPixels);
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
      ...listingImageMessages.notAnImage,
      fields: { image: 'Not an image' },
    });
  }
};

/**
 * Writes each width of an encoded image; on a failure, removes the widths already written. Also
 * used by the demo catalogue (db/demo/demo-covers.ts), whose covers are drawn, not uploaded.
 */
export const storeEncodedImage = async (storage: Storage, imageId: string, encoded: EncodedImage) => {
  const urls: ListingImage['urls'] = [];
  try {
    for (const v of encoded.variants) {
      await storage.put(keyOf(imageId, v.width), Readable.from([v.webp]), {
        maxBytes: listingImageLimits.maxBytes,
        contentType: 'image/webp',
      });
      urls.push({ width: v.width, url: urlOf(imageId, v.width) });
    }
  } catch (error) {
    await Promise.all(encoded.variants.map((v) => storage.delete(keyOf(imageId, v.width)).catch(() => {})));
    throw error;
  }
  return urls;
};

/** Listing images: the seller adds, reorders, describes and deletes them; anyone views them. */
export const createListingImages = ({ db, storage }: Deps) => {
  const removeFiles = async (image: Pick<ListingImage, 'id' | 'urls'>) => {
    await Promise.all(image.urls.map((u) => storage.delete(keyOf(image.id, u.width)).catch(() => {})));
  };

  /** The change runs on the locked row, so two tabs changing one listing never lose an image. */
  const changeImages = (
    { userId, listingId }: { userId: string; listingId: string },
    change: (images: ListingImage[]) => ListingImage[],
  ) =>
    db.transaction(async (tx) => {
      const row = await lockListingImages(tx, listingId);
      if (!row || row.removedAt) throw notFound();
      if (row.userId !== userId) throw forbidden();
      const images = change(row.images);
      await setListingImages(tx, listingId, images);
      return { before: row.images, images };
    });

  const store = (imageId: string, encoded: EncodedImage) => storeEncodedImage(storage, imageId, encoded);

  return {
    addListingImage: async ({ userId, listingId, parts }: Upload) => {
      if (!isUuid(listingId)) throw notFound();
      // Cheap refusals first, before the picture is read and encoded.
      const row = await findListingImages(db, listingId);
      if (!row || row.removedAt) throw notFound();
      if (row.userId !== userId) throw forbidden();
      if (row.images.length >= listingImageLimits.perListing) throw tooMany();
      const { input, alt: rawAlt } = await readForm(parts);
      if (!input) {
        throw new AppError('BAD_REQUEST', { ...listingImageMessages.missingImage, fields: { image: 'Required' } });
      }
      const alt = listingImageAltSchema.safeParse(typeof rawAlt === 'string' ? rawAlt : '');
      if (!alt.success) {
        throw new AppError('VALIDATION_FAILED', { fields: { alt: alt.error.issues[0]!.message } });
      }
      const encoded = await encode(input);
      const id = randomUUID();
      const image: ListingImage = {
        id,
        alt: alt.data,
        width: encoded.width,
        height: encoded.height,
        urls: await store(id, encoded),
      };
      try {
        const { images } = await changeImages({ userId, listingId }, (current) => {
          // Another upload may have filled the last place while this one was encoded.
          if (current.length >= listingImageLimits.perListing) throw tooMany();
          return [...current, image];
        });
        return { images };
      } catch (error) {
        await removeFiles(image);
        throw error;
      }
    },

    updateListingImages: async ({
      userId,
      listingId,
      patch,
    }: {
      userId: string;
      listingId: string;
      patch: UpdateListingImages;
    }) => {
      if (!isUuid(listingId)) throw notFound();
      const { images } = await changeImages({ userId, listingId }, (current) => {
        const byId = new Map(current.map((i) => [i.id, i]));
        for (const id of Object.keys(patch.alt ?? {})) {
          if (!byId.has(id))
            throw new AppError('BAD_REQUEST', { ...listingImageMessages.imageNotFound, fields: { alt: id } });
        }
        const order = patch.order ?? current.map((i) => i.id);
        if (
          order.length !== current.length ||
          new Set(order).size !== order.length ||
          order.some((id) => !byId.has(id))
        ) {
          throw new AppError('BAD_REQUEST', { ...listingImageMessages.badOrder, fields: { order: 'Invalid order' } });
        }
        return order.map((id) => {
          const image = byId.get(id)!;
          const alt = patch.alt?.[id];
          return alt === undefined ? image : { ...image, alt };
        });
      });
      return { images };
    },

    deleteListingImage: async ({
      userId,
      listingId,
      imageId,
    }: {
      userId: string;
      listingId: string;
      imageId: string;
    }) => {
      if (!isUuid(listingId)) throw notFound();
      const { before, images } = await changeImages({ userId, listingId }, (current) => {
        if (!current.some((i) => i.id === imageId)) throw new AppError('NOT_FOUND', listingImageMessages.imageNotFound);
        return current.filter((i) => i.id !== imageId);
      });
      // Only after the commit: a failed change keeps its files.
      await removeFiles(before.find((i) => i.id === imageId)!);
      return { images };
    },

    /** One stored width of an image, for the media route. */
    openListingImage: async (imageId: string, file: string) => {
      const width = variantFile.exec(file)?.[1];
      return isUuid(imageId) && width ? storage.get(keyOf(imageId, Number(width))) : undefined;
    },
  };
};
