import { z } from 'zod';

// Imported by its own path (@agentsy/contracts/listing-image-rules), not from the index: only the
// pages that change images load it.

/** Listing images: how many, how big, and the widths each one is re-encoded at. */
export const listingImageLimits = {
  perListing: 8,
  maxBytes: 10 * 1024 * 1024,
  maxPixels: 40_000_000,
  altMax: 200,
  /** Smaller pictures are kept at their own width; none is ever enlarged. */
  widths: [320, 640, 960, 1280],
} as const;

/** What the file picker offers; the server decides by the bytes, not by this list. */
export const listingImageAccept = 'image/jpeg,image/png,image/webp,image/gif';

/** Refusals the upload screens can say at once, before any byte is sent; the server says the same. */
export const listingImagePickMessages = {
  notAnImage: { title: 'Invalid File Type', message: 'Please choose a JPEG, PNG, WebP or GIF image.' },
  tooLarge: { title: 'File Too Large', message: 'Please choose an image smaller than 10MB.' },
  tooMany: { title: 'Too Many Images', message: 'A listing can have at most 8 images.' },
} as const;

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
