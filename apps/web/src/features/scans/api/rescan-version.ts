import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { type FailureOption, failureOptionMeta } from '@/lib/mutation-failure';
import { queryKeys } from '@/lib/query-keys';

export const rescanVersion = ({ listingId, version }: { listingId: string; version: string }) =>
  apiJson(
    'POST',
    `/api/listings/${encodeURIComponent(listingId)}/versions/${encodeURIComponent(version)}/rescan`,
    undefined,
    contract('sellerVersionScanSchema'),
  );

export const useRescanVersion = (options: FailureOption<Parameters<typeof rescanVersion>[0]> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rescanVersion,
    meta: failureOptionMeta(options),
    onSuccess: (scan, { listingId, version }) => {
      queryClient.setQueryData(queryKeys.releases.scan(listingId, version), scan);
      return queryClient.invalidateQueries({ queryKey: queryKeys.releases.ofListing(listingId) });
    },
  });
};
