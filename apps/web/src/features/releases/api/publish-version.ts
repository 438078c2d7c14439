import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload, contract } from '@/lib/api-client';
import { type FailureOption, failureOptionMeta } from '@/lib/mutation-failure';
import { queryKeys } from '@/lib/query-keys';
import type { UploadControl } from '@/lib/upload-request';
import { tracked, type UploadTracker } from '@/lib/use-upload-progress';

export type PublishVersionInput = {
  listingId: string;
  file: File;
  version: string;
  changelog: string;
  silent: boolean;
  /** JSON text of the version's compatibility, when declared. */
  compatibility?: string;
};

/** POST /api/listings/:id/versions, multipart: the file beside the version, changelog and silent switch. */
export const publishVersion = (
  { listingId, file, version, changelog, silent, compatibility }: PublishVersionInput,
  control: UploadControl = {},
) => {
  const form = new FormData();
  form.append('version', version);
  form.append('changelog', changelog);
  if (silent) form.append('silent', 'true');
  if (compatibility) form.append('compatibility', compatibility);
  form.append('file', file);
  return apiUpload(`/api/listings/${encodeURIComponent(listingId)}/versions`, form, {
    response: contract('listingVersionSchema'),
    ...control,
  });
};

export const usePublishVersion = ({
  upload,
  ...options
}: FailureOption<PublishVersionInput> & { upload?: UploadTracker } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PublishVersionInput) => tracked(upload, (control) => publishVersion(input, control)),
    meta: failureOptionMeta(options),
    // The listing's key holds its versions, its page and every list showing its current version.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.listings.all }),
  });
};
