import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload, contract } from '@/lib/api-client';
import { type FailureOption, failureOptionMeta } from '@/lib/mutation-failure';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/listings, multipart: the create screen and the upload dialog each build their own form. */
export const createListing = (form: FormData) =>
  apiUpload('/api/listings', form, { response: contract('listingSchema') });

export const useCreateListing = (options: FailureOption<FormData> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: failureOptionMeta(options),
    mutationFn: createListing,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.listings.all }),
        // Publishing turns seller mode on for a buyer.
        queryClient.invalidateQueries({ queryKey: queryKeys.currentUser }),
      ]),
  });
};
