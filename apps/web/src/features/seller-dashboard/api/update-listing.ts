import type { UpdateListingRequest } from '@agentsy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { type FailureOption, failureOptionMeta } from '@/lib/mutation-failure';
import { queryKeys } from '@/lib/query-keys';
import { sellerAnalyticsQueryOptions } from './get-seller-analytics';

export const updateListing = ({ listingId, changes }: { listingId: string; changes: UpdateListingRequest }) =>
  apiJson('PATCH', `/api/listings/${encodeURIComponent(listingId)}`, changes, contract('listingSchema'));

export const useUpdateListing = (options: FailureOption<unknown> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: failureOptionMeta(options),
    mutationFn: updateListing,
    onSuccess: async (listing) => {
      // The dashboard table, the listing page and every marketplace list show these fields.
      // The listings root covers the detail key as well as the lists.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sellerAnalyticsQueryOptions(listing.userId).queryKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.listings.all }),
      ]);
    },
  });
};
