import type { UpdateListingImages } from '@agentsy/contracts/listing-image-rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { type FailureOption, failureOptionMeta } from '@/lib/mutation-failure';
import { queryKeys } from '@/lib/query-keys';
import { uploadListingImage } from '@/lib/upload-listing-image';

const imagesUrl = (listingId: string) => `/api/listings/${encodeURIComponent(listingId)}/images`;

export const updateListingImages = ({ listingId, patch }: { listingId: string; patch: UpdateListingImages }) =>
  apiJson('PATCH', imagesUrl(listingId), patch, contract('listingImagesResponseSchema'));

export const deleteListingImage = ({ listingId, imageId }: { listingId: string; imageId: string }) =>
  apiJson(
    'DELETE',
    `${imagesUrl(listingId)}/${encodeURIComponent(imageId)}`,
    undefined,
    contract('listingImagesResponseSchema'),
  );

/** The listing's images, from the listing's own cache entry (the listing page shares it). */
export const useListingImages = (listingId: string) =>
  useQuery({
    queryKey: queryKeys.listings.detail(listingId),
    queryFn: () =>
      apiJson('GET', `/api/listings/${encodeURIComponent(listingId)}`, undefined, contract('listingDetailSchema')),
    select: (listing) => listing.images,
  });

type Change =
  | { kind: 'upload'; file: File; alt: string }
  | { kind: 'update'; patch: UpdateListingImages }
  | { kind: 'delete'; imageId: string };

/** Every image change of one listing; cards, the listing page and the editor refresh after it. */
export const useChangeListingImages = (listingId: string, options: FailureOption<unknown> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: failureOptionMeta(options),
    mutationFn: (change: Change) =>
      change.kind === 'upload'
        ? uploadListingImage({ listingId, file: change.file, alt: change.alt })
        : change.kind === 'update'
          ? updateListingImages({ listingId, patch: change.patch })
          : deleteListingImage({ listingId, imageId: change.imageId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.listings.all }),
  });
};
