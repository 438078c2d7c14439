import { z } from 'zod';

/** Listing images: how many, how big, and the widths each one is re-encoded at. */
export const listingImageLimits = {
  perListing: 8,
  maxBytes: 10 * 1024 * 1024,
  maxPixels: 40_000_000,
  altMax: 200,
  /** Smaller pictures are kept at their own width; none is ever enlarged. */
  widths: [320, 640, 1280],
} as const;

/** What the file picker offers; the server decides by the bytes, not by this list. */
export const listingImageAccept = 'image/jpeg,image/png,image/webp,image/gif';

/** One stored width of an image, for `srcset`. */
export const listingImageSourceSchema = z.object({ width: z.number().int(), url: z.string() });

/** One image of a listing as the listing payload carries it; the first in the list is the cover. */
export const listingImageSchema = z.object({
  id: z.string(),
  /** Empty when the seller gave none; pages then describe the picture by the listing's title. */
  alt: z.string(),
  /** Of the largest stored width. */
  width: z.number().int(),
  height: z.number().int(),
  /** Narrowest first. */
  urls: z.array(listingImageSourceSchema),
});
export type ListingImage = z.infer<typeof listingImageSchema>;

/** The answer to the three image calls: the listing's images in their new order. */
export const listingImagesResponseSchema = z.object({ images: z.array(listingImageSchema) });
export type ListingImagesResponse = z.infer<typeof listingImagesResponseSchema>;

export const listingImageAltSchema = z
  .string()
  .trim()
  .max(listingImageLimits.altMax, `Alt text can be at most ${listingImageLimits.altMax} characters`);

/** PATCH /api/listings/:id/images: a new order (every image id once) and/or new alt texts by id. */
export const updateListingImagesSchema = z
  .object({
    order: z.array(z.string().max(64)).max(listingImageLimits.perListing).optional(),
    alt: z
      .record(z.string().max(64), listingImageAltSchema)
      .refine((a) => Object.keys(a).length <= listingImageLimits.perListing, 'Too many alt texts')
      .optional(),
  })
  .refine((b) => b.order !== undefined || b.alt !== undefined, { message: 'Send an order or alt texts' });
export type UpdateListingImages = z.infer<typeof updateListingImagesSchema>;

export const listingImageMessages = {
  notAnImage: { title: 'Invalid File Type', message: 'Please choose a JPEG, PNG, WebP or GIF image.' },
  tooLarge: { title: 'File Too Large', message: 'Please choose an image smaller than 10MB.' },
  tooManyPixels: { title: 'Image Too Large', message: 'Please choose an image of at most 40 megapixels.' },
  tooMany: { title: 'Too Many Images', message: 'A listing can have at most 8 images.' },
  notYours: { message: 'You can only change the images of your own listings.' },
  imageNotFound: { message: 'Image not found.' },
  badOrder: { message: 'The order must list every image of the listing once.' },
  missingImage: { message: 'Choose an image to upload.' },
} as const;
