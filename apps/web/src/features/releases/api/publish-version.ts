import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload, contract } from '@/lib/api-client';
import { type FailureOption, failureOptionMeta } from '@/lib/mutation-failure';
import { queryKeys } from '@/lib/query-keys';

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
export const publishVersion = ({ listingId, file, version, changelog, silent, compatibility }: PublishVersionInput) => {
  const form = new FormData();
  form.append('version', version);
  form.append('changelog', changelog);
  if (silent) form.append('silent', 'true');
  if (compatibility) form.append('compatibility', compatibility);
  form.append('file', file);
  return apiUpload(`/api/listings/${encodeURIComponent(listingId)}/versions`, form, {
    response: contract('listingVersionSchema'),
  });
};

export const usePublishVersion = (options: FailureOption<PublishVersionInput> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishVersion,
    meta: failureOptionMeta(options),
    // The listing's key holds its versions, its page and every list showing its current version.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.listings.all }),
  });
};
