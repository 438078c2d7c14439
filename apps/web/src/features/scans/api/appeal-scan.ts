import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { type FailureOption, failureOptionMeta } from '@/lib/mutation-failure';
import { queryKeys } from '@/lib/query-keys';

export const appealScan = ({ listingId, version, note }: { listingId: string; version: string; note: string }) =>
  apiJson(
    'POST',
    `/api/listings/${encodeURIComponent(listingId)}/versions/${encodeURIComponent(version)}/appeal`,
    { note },
    contract('sellerVersionScanSchema'),
  );

export const useAppealScan = (options: FailureOption<Parameters<typeof appealScan>[0]> = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: appealScan,
    meta: failureOptionMeta(options),
    onSuccess: (scan, { listingId, version }) =>
      queryClient.setQueryData(queryKeys.releases.scan(listingId, version), scan),
  });
};
