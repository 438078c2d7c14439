import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload, contract } from '@/lib/api-client';
import { type FailureOption, failureOptionMeta } from '@/lib/mutation-failure';
import { queryKeys } from '@/lib/query-keys';
import type { UploadControl } from '@/lib/upload-request';
import { tracked, type UploadTracker } from '@/lib/use-upload-progress';

/** POST /api/listings, multipart: the create screen and the upload dialog each build their own form. */
export const createListing = (form: FormData, control: UploadControl = {}) =>
  apiUpload('/api/listings', form, { response: contract('listingSchema'), ...control });

/** `upload` shows the form's progress and lets it be cancelled. */
export const useCreateListing = ({ upload, ...options }: FailureOption<FormData> & { upload?: UploadTracker } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: failureOptionMeta(options),
    mutationFn: (form: FormData) => tracked(upload, (control) => createListing(form, control)),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.listings.all }),
        // Publishing turns seller mode on for a buyer.
        queryClient.invalidateQueries({ queryKey: queryKeys.currentUser }),
      ]),
  });
};
