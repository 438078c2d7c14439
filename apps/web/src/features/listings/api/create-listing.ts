import type { Listing } from '@agentsy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload } from '@/lib/api-client';
import { listingsQueryKeyRoot } from './get-listings';

/** POST /api/listings, multipart: the create screen and the upload dialog each build their own form. */
export const createListing = (form: FormData) => apiUpload<Listing>('/api/listings', form);

export const useCreateListing = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createListing,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingsQueryKeyRoot }),
  });
};
