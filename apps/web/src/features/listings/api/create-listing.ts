import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload, contract } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/current-user';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/listings, multipart: the create screen and the upload dialog each build their own form. */
export const createListing = (form: FormData) =>
  apiUpload('/api/listings', form, { response: contract('listingSchema') });

export const useCreateListing = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createListing,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.listings.all }),
        // Publishing turns seller mode on for a buyer.
        queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
      ]),
  });
};
