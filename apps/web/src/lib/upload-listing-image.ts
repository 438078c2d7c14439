import { apiUpload, contract } from '@/lib/api-client';
import type { UploadControl } from './upload-request';

/**
 * POST /api/listings/:id/images: one picture and its alt text. Edit Listing sends one at a time;
 * the upload screens send the pictures chosen before the listing existed, once it does.
 */
export const uploadListingImage = (
  { listingId, file, alt }: { listingId: string; file: File; alt: string },
  control: UploadControl = {},
) => {
  const form = new FormData();
  form.append('alt', alt);
  form.append('image', file);
  return apiUpload(`/api/listings/${encodeURIComponent(listingId)}/images`, form, {
    response: contract('listingImagesResponseSchema'),
    ...control,
  });
};
