import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { listingsQueryKeyRoot } from '@/lib/listing-query-keys';
import { sellerAnalyticsQueryOptions } from './get-seller-analytics';

/** PATCH /api/listings/:id body (updateListingSchema): only the fields that changed. */
export type ListingChanges = {
  title?: string;
  description?: string;
  /** Decimal string, "0.00" is free. */
  price?: string;
  tags?: string[];
  /** A URL from POST /api/upload-video, or null to remove the video. */
  videoUrl?: string | null;
  active?: boolean;
};

export const updateListing = ({ listingId, changes }: { listingId: string; changes: ListingChanges }) =>
  apiJson('PATCH', `/api/listings/${encodeURIComponent(listingId)}`, changes, contract('listingSchema'));

export const useUpdateListing = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateListing,
    onSuccess: async (listing) => {
      // The dashboard table, the listing page and every marketplace list show these fields.
      // The listings root covers the detail key as well as the lists.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sellerAnalyticsQueryOptions(listing.userId).queryKey }),
        queryClient.invalidateQueries({ queryKey: listingsQueryKeyRoot }),
      ]);
    },
  });
};
