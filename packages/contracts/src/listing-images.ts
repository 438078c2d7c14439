import { z } from 'zod';

// The rules and calls are in listing-image-rules.ts: pages that only show listings never load them.

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
